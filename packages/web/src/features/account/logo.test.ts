import { describe, expect, it } from 'vitest';
import { parseLogo } from './logo.ts';

describe('parseLogo', () => {
  it('reads the image and the notice from the logo JSON when show is set', () => {
    expect(parseLogo('{"cusLogo":"/images/logo.png","show":1,"text":"Closed Monday"}')).toEqual({
      imageUrl: '/images/logo.png',
      notice: 'Closed Monday',
    });
  });

  it('has no notice when show is 0', () => {
    expect(parseLogo('{"cusLogo":"https://x.test/a.png","show":0,"text":"Hidden"}').notice).toBeNull();
  });

  it('takes a plain URL as the image', () => {
    expect(parseLogo('https://cdn.example.com/logo.svg')).toEqual({
      imageUrl: 'https://cdn.example.com/logo.svg',
      notice: null,
    });
  });

  it('ignores a value that is neither JSON nor a URL', () => {
    expect(parseLogo('not a logo')).toEqual({ imageUrl: null, notice: null });
    expect(parseLogo('{broken json')).toEqual({ imageUrl: null, notice: null });
    expect(parseLogo(null)).toEqual({ imageUrl: null, notice: null });
  });

  it('never turns a script URL into an image', () => {
    expect(parseLogo('{"cusLogo":"javascript:alert(1)","show":1,"text":"<b>x</b>"}')).toEqual({
      imageUrl: null,
      notice: '<b>x</b>',
    });
  });
});
