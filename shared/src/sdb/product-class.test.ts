import { describe, expect, it } from 'vitest';
import { luminaireClassOfProduct } from './product-class';

// The UF class a library product gets in the scene trial, from what the catalogue files it as
// (its 灯具类型), else its name; a downlight when neither says.

const product = (name: string, lampType?: string) => ({ name, params: lampType === undefined ? [] : [{ id: 'lamp_type', value: lampType }] });

describe('luminaireClassOfProduct', () => {
  it.each([
    ['筒灯', 'downlight'],
    ['明装筒灯', 'downlight'],
    ['射灯', 'downlight'],
    ['格栅射灯', 'downlight'],
    ['轨道射灯', 'downlight'],
    ['磁吸轨道灯', 'downlight'],
    ['面板灯', 'panel'],
    ['平板灯', 'panel'],
    ['吸顶灯', 'panel'],
    ['吊灯', 'panel'],
    ['吊线灯', 'panel'],
    ['落地灯', 'panel'],
    ['壁灯', 'panel'],
    ['装饰灯', 'panel'],
    ['线条灯', 'linear'],
    ['灯带', 'linear'],
    ['圆形灯带', 'linear'],
    ['灯槽', 'linear'],
    ['LED 工矿灯', 'highbay'],
  ])('a product filed as %s is estimated as a %s', (lampType, cls) => {
    expect(luminaireClassOfProduct(product('示例灯具', lampType))).toBe(cls);
  });

  it('reads the name when the product has no 灯具类型, and its 灯具类型 before its name', () => {
    expect(luminaireClassOfProduct(product('示例线条灯 18W'))).toBe('linear');
    expect(luminaireClassOfProduct(product('客厅面板灯', ''))).toBe('panel');
    expect(luminaireClassOfProduct(product('灯带款筒灯', '筒灯'))).toBe('downlight');
  });

  it('is a downlight when nothing says otherwise (地埋灯, 投光灯, no words at all)', () => {
    expect(luminaireClassOfProduct(product('地埋灯 3W', '地埋灯'))).toBe('downlight');
    expect(luminaireClassOfProduct(product('投光灯', '投光灯'))).toBe('downlight');
    expect(luminaireClassOfProduct(product('DL-9W'))).toBe('downlight');
  });
});
