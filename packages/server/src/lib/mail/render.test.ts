import { describe, expect, it } from 'vitest';
import { html, paragraph, renderLayout, SafeHtml } from './render.ts';

describe('the mail layout', () => {
  it('escapes every interpolated value, so a customer reference of markup renders as text', () => {
    const reference = '<img src=x onerror=alert(1)>';
    const made = html`<p>Your reference: ${reference}</p>`;
    expect(made.value).toBe('<p>Your reference: &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('escapes quotes inside attributes and keeps HTML built with html as it is', () => {
    const inner = html`<b>${'Tom & "Jerry"'}</b>`;
    expect(html`<a title="${`"x' onmouseover=y`}">${inner}</a>`.value).toBe(
      '<a title="&quot;x&#39; onmouseover=y"><b>Tom &amp; &quot;Jerry&quot;</b></a>',
    );
    expect(inner).toBeInstanceOf(SafeHtml);
  });

  it('writes a paragraph once: escaped as HTML, and as plain text with its line breaks folded to spaces', () => {
    const reference = '<b>PO 1</b>';
    const made = paragraph`Your order ${'SO-000001'} left
      today; your reference is ${reference}.`;
    expect(made.html.value).toContain('your reference is &lt;b&gt;PO 1&lt;/b&gt;.');
    expect(made.text).toBe('Your order SO-000001 left today; your reference is <b>PO 1</b>.');
  });

  it('names the supplier beside its logo and carries the same words in the plain-text version', () => {
    const message = renderLayout({
      supplierName: 'Acme <Tyres>',
      logoUrl: 'https://shop.example.com/mail-logo.png?v="1"',
      heading: 'Order SO-000001',
      paragraphs: [{ html: html`Total ${'$ 1,234.50 AUD'}`, text: 'Total $ 1,234.50 AUD' }],
      link: { label: 'View order', url: 'https://shop.example.com/orders?order=1&x="y"' },
    });
    expect(message.html).toContain('Acme &lt;Tyres&gt;');
    expect(message.html).toMatch(
      /<img\s+src="https:\/\/shop\.example\.com\/mail-logo\.png\?v=&quot;1&quot;"/,
    );
    expect(message.html).toContain('href="https://shop.example.com/orders?order=1&amp;x=&quot;y&quot;"');
    expect(message.text).toContain('Acme <Tyres>');
    expect(message.text).toContain('Total $ 1,234.50 AUD');
    expect(message.text).toContain('View order: https://shop.example.com/orders?order=1&x="y"');
  });
});
