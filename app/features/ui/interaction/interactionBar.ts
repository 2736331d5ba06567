// The bar as an island (docs/adr-islands.md): a page's loader awaits `interactionBar.preload()`, its component
// renders <Interaction target={…} />. The stylesheet is imported here, with the page, so the server's HTML is
// styled before the bar's code arrives. It is plain CSS with `interaction-` class names: a CSS module imported only
// for its side effect is left out of the page's stylesheet, and its class-name map would cost the page bytes.
import { preloadedLazy } from '../island/preloadedLazy';
import './interaction.css';

export const interactionBar = preloadedLazy(() => import('./InteractionBar'));
