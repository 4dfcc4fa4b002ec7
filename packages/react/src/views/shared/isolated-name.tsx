import { Fragment, type ReactNode } from 'react';

/**
 * Stands for the name in a translated sentence (`i18n.t(key, { wallet: NAME_SLOT })`): a private-use character
 * that no catalogue contains.
 */
export const NAME_SLOT = '\uE000';

/**
 * A translated sentence with `name` in a bidi isolate (`<bdi>`) wherever the sentence has {@link NAME_SLOT}:
 * a wallet's name (from a wallet or a directory) cannot reorder the words around it.
 *
 * @example isolatedName(i18n.t('connectingExternal.continueIn', { wallet: NAME_SLOT }), walletName)
 */
export function isolatedName(sentence: string, name: string): ReactNode {
  const [first = '', ...rest] = sentence.split(NAME_SLOT);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        <Fragment key={index}>
          <bdi>{name}</bdi>
          {part}
        </Fragment>
      ))}
    </>
  );
}
