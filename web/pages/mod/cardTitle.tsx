/** A card's title on the designer-fix pages: a heading under the page's h1 (antd draws a card's title as a div). */
export const cardTitle = (text: string) => <h2 className="mod-card__title">{text}</h2>;
