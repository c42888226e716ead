import { Component, type ReactNode } from 'react';
import { Rect, Text } from '../render/konva';

interface Props {
  tag: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** An element drawn as a dashed box with its kind: unknown kinds, and kinds that failed to draw. */
export function Placeholder({ tag, width, height }: Omit<Props, 'children'>) {
  return (
    <>
      <Rect width={width} height={height} stroke="#adb5bd" dash={[6, 4]} listening={false} />
      <Text text={tag} width={width} height={height} align="center" verticalAlign="middle" fill="#868e96" fontSize={20} listening={false} />
    </>
  );
}

/**
 * One element's drawing, confined: if a kind's Render throws on what a document holds, that
 * element shows as a placeholder and the rest of the page (and the editor) carries on.
 */
export class RenderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`element ${this.props.tag} could not be drawn`, error);
  }

  override render() {
    return this.state.failed ? <Placeholder tag={this.props.tag} width={this.props.width} height={this.props.height} /> : this.props.children;
  }
}
