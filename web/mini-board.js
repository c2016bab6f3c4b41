// A small static chess board of divs (a8 top left) whose squares can be
// marked with pieces: the audit panel shows a dependency's features on it.
const GLYPHS = { white: '♙♘♗♖♕♔', black: '♟♞♝♜♛♚' };
const squareName = (sq) => String.fromCharCode(97 + (sq & 7), 49 + (sq >> 3));

export function buildMiniBoard(container) {
  container.replaceChildren();
  for (let rank = 7; rank >= 0; rank--) {
    for (let file = 0; file < 8; file++) {
      const div = document.createElement('div');
      div.className = `mini-square ${(rank + file) % 2 ? 'light' : 'dark'}`;
      div.dataset.square = squareName(8 * rank + file);
      container.append(div);
    }
  }
}

// Marks the squares of piece features (indices < 768) with their pieces;
// clears the rest.
export function markPieces(container, features) {
  for (const div of container.children) {
    div.textContent = '';
    div.classList.remove('marked');
  }
  for (const f of features) {
    if (f >= 768) continue;
    const div = container.querySelector(`[data-square="${squareName(f & 63)}"]`);
    div.textContent += GLYPHS[(f >> 6) & 1 ? 'white' : 'black'][f >> 7];
    div.classList.add('marked');
  }
}
