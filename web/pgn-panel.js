// The PGN panel: a PGN file (picked or dropped, hundreds of MB included) read
// in a Web Worker with a progress bar; its games listed with their tags and
// bad games with the reader's error; a chosen game goes on the board; and a
// Polyglot book built from the file is downloaded.
import { dropTarget } from './book-panel.js';
import { keepFocusIn, setDisabled } from './focus.js';

const $ = (id) => document.getElementById(id);
const LIST_LIMIT = 1000; // games listed: the first 1000, and bad games up to 1000 more
// Rows shown at a time: the table's layout was the page's largest cost of a
// read (1000 rows took ~55 MB of the renderer, a 100 MB file's reading ~33:
// docs/performance.md).
const PAGE_ROWS = 100;
const MB = 1024 * 1024;

const count = (n, one, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
// A file under 1 KB in bytes: a 38-byte file was "0.0 KB".
const size = (bytes) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : count(bytes, 'byte'));

export function setupPgnPanel(board, bookPanel) {
  let file = null;
  let worker = null; // the job under way: reading or building
  let job = null; // its status line
  let games = new Map(); // number -> summary, the listed games only
  let order = []; // their numbers, in the order listed
  let pageStart = 0; // the index in order of the first row shown
  let chosenNumber = null; // the game on the board, while it is
  let bookUrl = null;

  function stop() {
    worker?.terminate();
    worker = null;
    job = null;
    $('pgn-build').disabled = !file;
    setDisabled($('pgn-stop'), true, file ? $('pgn-build') : $('pgn-file'));
  }

  function run(message, status, onMessage) {
    stop();
    job = status;
    $('pgn-stop').disabled = false;
    setDisabled($('pgn-build'), true, $('pgn-stop'));
    $('pgn-progress').value = 0;
    worker = new Worker(new URL('./pgn-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if ('bytes' in data && typeof data.bytes === 'number') $('pgn-progress').value = file.size ? data.bytes / file.size : 1;
      onMessage(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      onMessage({ type: 'error', message: event.message || 'the worker failed' });
    };
    worker.postMessage(message);
  }

  function row(game) {
    const tr = document.createElement('tr');
    tr.dataset.game = String(game.number);
    if (game.error) tr.className = 'bad';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'game-pick';
    button.textContent = game.number;
    button.title = `Load game ${game.number} on the board`;
    tr.insertCell().append(button);
    for (const text of [game.white, game.black, game.event, game.date, game.result, game.plies]) tr.insertCell().textContent = text;
    tr.cells[6].className = 'num';
    if (!game.error) return [tr];
    const note = document.createElement('tr');
    note.className = 'bad error-row';
    note.dataset.errorOf = String(game.number);
    const cell = note.insertCell();
    cell.colSpan = 7;
    cell.textContent = `✘ ${game.error}`;
    return [tr, note];
  }

  // The rows of the page of the list that starts at pageStart, and the pager.
  function showPage() {
    const focusedGame = document.activeElement?.closest?.('#pgn-games tr[data-game]')?.dataset.game;
    keepFocusIn($('pgn-games'), () => {
      const fragment = document.createDocumentFragment();
      for (const number of order.slice(pageStart, pageStart + PAGE_ROWS)) fragment.append(...row(games.get(number)));
      $('pgn-games').tBodies[0].replaceChildren(fragment);
      if (chosenNumber !== null) $('pgn-games').querySelector(`tr[data-game="${chosenNumber}"]`)?.classList.add('chosen');
    }, () => (focusedGame ? $('pgn-games').querySelector(`tr[data-game="${focusedGame}"] button`) : null),
    order.length <= PAGE_ROWS ? $('pgn-file') : $('pgn-next').disabled ? $('pgn-prev') : $('pgn-next'));
    $('pgn-games').hidden = order.length === 0;
    showPager();
  }

  function showPager() {
    $('pgn-pager').hidden = order.length <= PAGE_ROWS;
    const last = Math.min(pageStart + PAGE_ROWS, order.length);
    $('pgn-page').textContent = `games ${(pageStart + 1).toLocaleString('en')}–${last.toLocaleString('en')} of the ${order.length.toLocaleString('en')} listed`;
    setDisabled($('pgn-prev'), pageStart === 0, $('pgn-next'));
    setDisabled($('pgn-next'), last >= order.length, $('pgn-prev'));
  }

  function turnPage(by) {
    pageStart = Math.max(0, Math.min(pageStart + by, (Math.ceil(order.length / PAGE_ROWS) - 1) * PAGE_ROWS));
    showPage();
  }

  function readFile(next) {
    if (!next) return;
    const building = worker !== null && job === 'pgn-build-status';
    if (worker) stopped(); // the job under way is for the file being replaced
    file = next;
    games = new Map();
    order = [];
    pageStart = 0;
    chosenNumber = null;
    showPage();
    $('pgn-chosen').textContent = '';
    $('pgn-build-status').textContent = building ? 'The book build was stopped: another file is being read.' : '';
    $('pgn-panel').dataset.state = 'reading';
    const started = performance.now();
    const name = `${file.name} (${size(file.size)})`;
    $('pgn-status').textContent = `reading ${name}…`;
    run({ type: 'read', file, limit: LIST_LIMIT }, 'pgn-status', (data) => {
      if (data.type === 'games') {
        const shown = order.length < pageStart + PAGE_ROWS; // the page shown has room for more
        for (const game of data.games) {
          games.set(game.number, game);
          order.push(game.number);
        }
        if (shown) showPage();
        else showPager();
        $('pgn-status').textContent = `reading ${name}: ${size(data.bytes)}, ${count(data.count, 'game')}${data.errors ? `, ${count(data.errors, 'with an error', 'with errors')}` : ''}…`;
        return;
      }
      if (data.type === 'not-text') { // nothing read: no Build for it, the next file reads as the first
        const refused = file;
        file = null;
        stop();
        $('pgn-progress').value = 0;
        $('pgn-status').textContent = `${refused.name} is not a PGN text file: it looks like ${data.kind}. Choose or drop a PGN file (.pgn).`;
        $('pgn-panel').dataset.state = 'not-pgn';
        return;
      }
      stop();
      if (data.type === 'error') {
        $('pgn-status').textContent = `${file.name}: cannot be read: ${data.message}`;
        $('pgn-panel').dataset.state = 'failed';
        return;
      }
      $('pgn-progress').value = 1;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      let shown = '';
      if (data.listed < data.count) {
        const after = data.listed - LIST_LIMIT; // bad games listed after the first LIST_LIMIT
        shown = `; the list shows the first ${count(LIST_LIMIT, 'game')}`;
        if (after) shown += after < data.badAfter ? ` and the first ${count(after, 'bad game')} after them (of ${data.badAfter.toLocaleString('en')})` : ` and the ${count(after, 'bad game')} after them`;
      }
      $('pgn-status').textContent = data.count === 0
        ? `${name}: no game in it (PGN is read as UTF-8 or Latin-1 text: is it a PGN file?).`
        : `${name}: ${count(data.count, 'game')}, ${data.errors ? count(data.errors, 'with an error', 'with errors') : 'none with an error'}, read in ${seconds} s${shown}. Choose a game to load it on the board.`;
      $('pgn-panel').dataset.state = 'read';
      $('pgn-panel').dataset.games = String(data.count);
    });
  }

  function stopped() {
    if (!worker) return;
    const status = $(job);
    $('pgn-panel').dataset[job === 'pgn-status' ? 'state' : 'build'] = 'stopped';
    stop();
    status.textContent = status.textContent.replace(/…$/, ': stopped.');
  }

  function build() {
    if (!file) return;
    const options = {};
    const number = (id) => ($(id).value.trim() === '' ? undefined : Number($(id).value));
    if (number('build-max-ply') !== undefined) options.maxPly = number('build-max-ply');
    if (number('build-min-game') !== undefined) options.minGame = number('build-min-game');
    if (number('build-min-score') !== undefined) options.minScore = number('build-min-score');
    if ($('build-side').value === 'white') options.onlyWhite = true;
    if ($('build-side').value === 'black') options.onlyBlack = true;
    if ($('build-uniform').checked) options.uniform = true;
    const source = file;
    const name = `${source.name.replace(/\.[^.]*$/, '')}.bin`;
    $('pgn-build-status').textContent = `building a book from ${source.name}…`;
    $('pgn-build-status').className = 'note';
    $('pgn-panel').dataset.build = 'running';
    run({ type: 'build', file: source, options }, 'pgn-build-status', (data) => {
      if (data.type === 'progress') {
        $('pgn-build-status').textContent = `building a book from ${source.name}: ${size(data.bytes)} of ${size(source.size)} read…`;
        return;
      }
      stop();
      if (data.type === 'not-text') {
        $('pgn-build-status').textContent = `No book: ${source.name} is not a PGN text file (it looks like ${data.kind}).`;
        $('pgn-build-status').className = 'error';
        $('pgn-panel').dataset.build = 'failed';
        return;
      }
      if (data.type === 'error') {
        const hint = /NO_MEMORY/.test(data.code ?? '') ? ' The games\' moves are kept outside the WebAssembly memory while the book is built (about 12 bytes a move, which the browser may store on disk): a smaller max ply keeps fewer (books seldom go past 30 or 40 plies).'
          : /^PGN_/.test(data.code ?? '') ? ' A book is built as polyglot make-book builds it, which stops at a bad game too: fix or remove that game (or set a max ply before its error).' : '';
        $('pgn-build-status').textContent = `No book: ${data.message}${hint}`;
        $('pgn-build-status').className = 'error';
        $('pgn-panel').dataset.build = 'failed';
        return;
      }
      $('pgn-progress').value = 1;
      const bytes = data.bytes;
      if (bytes.byteLength === 0) { // nothing to download: a book needs an entry (the book panel refuses an empty one)
        // Which option kept every move out: name the ones that can, not a
        // minimum already at its least.
        const why = [];
        if ((options.minGame ?? 3) > 1) why.push(`a move must be played in at least ${options.minGame ?? 3} games (a smaller minimum keeps more)`);
        if (options.maxPly === 0) why.push('max ply 0 keeps no move');
        if (options.minScore) why.push(`a move must score at least ${options.minScore} %`);
        if (options.onlyWhite || options.onlyBlack) why.push(`only ${options.onlyWhite ? 'White' : 'Black'}'s moves are kept`);
        $('pgn-build-status').textContent = `No book: no move of ${source.name} met the options` +
          (why.length ? ` (${why.join('; ')}).` : ' (the file has no game with a move).');
        $('pgn-build-status').className = 'note';
        $('pgn-panel').dataset.build = 'empty';
        return;
      }
      if (bookUrl) URL.revokeObjectURL(bookUrl);
      bookUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
      const link = Object.assign(document.createElement('a'), { href: bookUrl, download: name, textContent: `download ${name} again` });
      const use = Object.assign(document.createElement('button'), { type: 'button', className: 'link', textContent: 'open it in the book panel' });
      use.addEventListener('click', () => {
        if (bookPanel.open(bytes.slice(), name)) $('book-panel').scrollIntoView({ behavior: 'smooth', block: 'start' });
      });
      $('pgn-build-status').replaceChildren(
        `${name}: ${count(bytes.byteLength / 16, 'entry', 'entries')} (${bytes.byteLength.toLocaleString('en')} bytes), built in ${(data.ms / 1000).toFixed(1)} s; `,
        link, ' or ', use, '.');
      $('pgn-panel').dataset.build = 'done';
      link.click();
    });
  }

  // The board's line (start and moves) as the chosen game left it: once the
  // board moves on (a move, Undo, New game, a FEN), the game is no longer
  // on the board, and the panel stops saying it is.
  let boardLine = '', chosenLine = null;
  board.onChange(({ startFen, san }) => {
    boardLine = `${startFen} ${san.join(' ')}`;
    if (chosenLine !== null && boardLine !== chosenLine) {
      chosenLine = null;
      chosenNumber = null;
      $('pgn-chosen').textContent = '';
      for (const tr of $('pgn-games').querySelectorAll('tr.chosen')) tr.classList.remove('chosen');
    }
  });

  function choose(number) {
    const game = games.get(number);
    if (!game) return;
    chosenLine = null; // while it loads
    const chosen = $('pgn-chosen');
    // The board plays moves with chess.js, which has no null move ("--",
    // "Z0"; UCI 0000): a game with one is shown up to it.
    const uci = game.uci === '' ? [] : game.uci.split(' '); // pgn-jobs.js sends them as one string
    const nullAt = uci.indexOf('0000');
    const upTo = game.error ? ', up to its error' : nullAt >= 0 ? `, up to its null move at ply ${nullAt + 1} (the board has none)` : '';
    try {
      board.load(game.fen, nullAt < 0 ? uci : uci.slice(0, nullAt));
      chosenLine = boardLine;
      chosenNumber = number;
      chosen.className = 'note';
      chosen.textContent = `Game ${number} is on the board${upTo}: ${game.white || game.black ? `${game.white || '?'} – ${game.black || '?'}` : game.event || 'no players named'}, ${count(game.plies, 'ply', 'plies')}. `;
      chosen.append(Object.assign(document.createElement('a'), { href: '#board-panel', textContent: 'Show the board' }));
    } catch (e) {
      chosen.className = 'error';
      chosen.textContent = `Game ${number} cannot be loaded: ${e.message}`;
    }
    for (const tr of $('pgn-games').querySelectorAll('tr.chosen')) tr.classList.remove('chosen');
    $('pgn-games').querySelector(`tr[data-game="${number}"]`)?.classList.add('chosen');
  }

  $('pgn-file').addEventListener('change', (event) => {
    readFile(event.target.files[0]);
    event.target.value = '';
  });
  dropTarget($('pgn-panel'), readFile);
  $('pgn-stop').addEventListener('click', stopped);
  $('pgn-build').addEventListener('click', build);
  $('pgn-prev').addEventListener('click', () => turnPage(-PAGE_ROWS));
  $('pgn-next').addEventListener('click', () => turnPage(PAGE_ROWS));
  $('pgn-games').addEventListener('click', (event) => {
    const tr = event.target.closest('tr[data-game], tr[data-error-of]');
    if (tr) choose(Number(tr.dataset.game ?? tr.dataset.errorOf));
  });
}
