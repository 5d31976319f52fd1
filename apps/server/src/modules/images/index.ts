// The images module's public entry: generated SVG logos and icons, and how they are sent.
export { default } from './routes';
export { renderGameIconSvg } from './game-icon';
export { sendSvg } from './send-svg';
export { escapeXml, hash } from './svg-logo';
export { renderTitleArtSvg, type TitleArt } from './title-art';
