import type { docElementsZhCN } from './zh-CN';

export const docElementsEn: typeof docElementsZhCN = {
  list: {
    more: '{{n}} more products',
    empty: 'No products yet: add them from the product panel',
  },
  spec: {
    removed: 'This product was removed from the document',
    no: 'No.',
    code: 'Code',
    name: 'Name',
    description: 'Description',
    params: 'Specifications',
    remark: 'Remarks',
    pictures: 'Pictures',
    noPicture: 'No picture',
  },
  table: {
    to: 'Client',
    from: 'Quoted by',
    project: 'Project',
    address: 'Address',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    date: 'Date',
    soon: 'This table is coming soon',
    noRows: 'No products',
  },
};
