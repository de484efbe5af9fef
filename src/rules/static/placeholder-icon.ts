import type { ConnectorRule } from '../rule.ts';

/** The mark `npm run new` writes into its placeholder icons: this rule warns until they are replaced. */
export const PLACEHOLDER_ICON_MARK = 'skald:placeholder-icon';

export const placeholderIcon: ConnectorRule = {
  id: 'placeholder-icon',
  severity: 'warning',
  description: `An icon is still the placeholder \`npm run new\` wrote (it carries \`${PLACEHOLDER_ICON_MARK}\`)`,
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/icon_sm.svg  warning  is the placeholder icon of the scaffold (icon_small). Fix: replace demo/icon_sm.svg with ' +
      "the connector's own icon (~48×48, SVG preferred)  [placeholder-icon]",
    fix: "replace icon_sm.svg (~48×48) and icon_lg.svg (~96×96) with the connector's own icons, SVG preferred",
  },
  *check(connector) {
    for (const key of ['icon_small', 'icon_large'] as const) {
      const name = connector.manifestData[key];
      if (!name.endsWith('.svg')) continue;
      // The mark is ASCII, which UTF-8 decoding keeps as it is: the bytes hold it exactly when the text does.
      if (connector.icons.get(name)?.includes(PLACEHOLDER_ICON_MARK))
        yield {
          at: { file: name },
          message: `is the placeholder icon of the scaffold (${key})`,
          fix:
            `replace ${connector.folder}/${name}` +
            ` with the connector's own icon (${key === 'icon_small' ? '~48×48' : '~96×96'}, SVG preferred)`,
        };
    }
  },
};
