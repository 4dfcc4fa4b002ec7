// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './react.js';

function Title() {
  const { t, formatNumber } = useTranslation();
  return (
    <h2>
      {t('allWallets.count', { count: 1200 })} · {formatNumber(0.125)}
    </h2>
  );
}

describe('I18nProvider on the server', () => {
  it('renders the translated markup deterministically', () => {
    const html = renderToString(
      <I18nProvider locale="es">
        <Title />
      </I18nProvider>,
    );
    expect(html).toBe('<h2>1200 billeteras<!-- --> · <!-- -->0,13</h2>');
  });
});
