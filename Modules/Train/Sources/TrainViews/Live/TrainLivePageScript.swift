/// The live page's script: it draws each message, sends the controls' commands and keeps its WebSocket open.
/// 实时页面的脚本：绘制每条消息、发送控制命令并保持 WebSocket 连接。
enum TrainLivePageScript {
    /// The JavaScript, inlined into the page, with `{{strings}}` where its words go.
    static let js = #"""
        'use strict';
        // The live page of `interfit start --serve`. Every message from the workout goes through apply(message): the
        // WebSocket's, and a check's through the hook window.interfitApply. Time is derived, never counted: the page
        // keeps the last stated `remaining` and when it arrived, and each frame shows remaining − time since then.
        const S = {{strings}};
        const role = (name) => document.querySelector('[data-role="' + name + '"]');
        const ui = {};
        for (const name of ['plan', 'mode', 'connection', 'segment', 'exercise', 'status', 'remaining', 'set', 'next',
          'progress', 'times', 'controls', 'confirm', 'keys', 'toast']) ui[name] = role(name);
        const clock = document.querySelector('.clock');
        const fill = document.querySelector('.fill');
        const buttons = {};
        for (const button of document.querySelectorAll('[data-action]')) buttons[button.dataset.action] = button;
        const KINDS = ['work', 'rest', 'warmup', 'roundRest', 'cooldown'];
        const STATUSES = ['idle', 'running', 'paused', 'completed', 'ended'];
        const REST_KINDS = ['rest', 'roundRest'];

        let message = null; // the newest state message
        let receivedAt = 0; // performance.now() when it arrived
        let hello = null; // the server's hello: whether this screen may send commands
        let socket = null;
        let retryDelay = 500;
        let shownTime = '';
        let confirming = false;
        let confirmTimer = 0;
        let toastTimer = 0;
        let wakeLock = null;
        let wakeAsked = false; // a wake-lock request is under way

        const format = (text, ...values) => { let i = 0; return text.replace(/%@/g, () => String(values[i++] ?? '')); };
        const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
        const number = (value) => (typeof value === 'number' && isFinite(value) ? value : 0);
        const isFinished = () => message !== null && (message.status === 'completed' || message.status === 'ended');
        const isLive = () => message !== null && (message.status === 'running' || message.status === 'paused');
        const mayControl = () => hello !== null && hello.controls === true && isLive();
        const isRest = () => message !== null && REST_KINDS.includes(message.kind);

        /** m:ss (h:mm:ss from an hour), rounding up as a person reads a countdown: 4.2 s left shows 0:05. */
        function clockText(seconds) {
          const whole = Math.max(0, Math.ceil(seconds));
          const two = (n) => (n < 10 ? '0' : '') + n;
          const h = Math.floor(whole / 3600), m = Math.floor(whole / 60) % 60, s = whole % 60;
          return h > 0 ? h + ':' + two(m) + ':' + two(s) : m + ':' + two(s);
        }

        /** Seconds since the state arrived; a frame's timestamp may precede it, which must not add time. */
        function sinceReceived(now) {
          return Math.max(0, now - receivedAt) / 1000;
        }

        /** Seconds left in the segment at `now`: frozen unless running, never below zero. */
        function remainingAt(now) {
          if (message === null) return 0;
          const stated = number(message.remaining);
          return Math.max(0, message.status === 'running' ? stated - sinceReceived(now) : stated);
        }

        /** The time as large as its box allows: measured at 100 px, then scaled to fit both ways. */
        function fitTime() {
          const box = clock.getBoundingClientRect();
          if (box.width <= 0 || box.height <= 0) return;
          ui.remaining.style.fontSize = '100px';
          const probe = ui.remaining.getBoundingClientRect();
          if (probe.width <= 0 || probe.height <= 0) return;
          const scale = Math.min((box.width * 0.96) / probe.width, box.height / probe.height);
          ui.remaining.style.fontSize = Math.max(10, Math.floor(100 * scale)) + 'px';
        }

        /** What changes between messages: the time, the flash, the progress bar. */
        function draw(now) {
          if (message === null) return;
          const left = isFinished() ? 0 : remainingAt(now);
          const text = clockText(left);
          if (text !== shownTime) {
            const refit = text.length !== shownTime.length;
            shownTime = text;
            ui.remaining.textContent = text;
            if (refit) fitTime();
            document.title = isFinished() ? ui.status.textContent + ' · ' + S.title
              : (message.status === 'paused' ? '❚❚ ' : '') + text + ' ' + message.shape + ' ' + message.label;
          }
          document.body.classList.toggle('flash', message.status === 'running' && left > 0 && left <= 3);
          const total = number(message.total);
          const running = message.status === 'running' ? sinceReceived(now) : 0;
          const done = Math.min(total, number(message.elapsed) + running);
          const fraction = isFinished() ? 1 : total > 0 ? done / total : 0;
          fill.style.transform = 'scaleX(' + fraction.toFixed(4) + ')';
          const percent = String(Math.round(fraction * 100));
          if (ui.progress.getAttribute('aria-valuenow') !== percent) ui.progress.setAttribute('aria-valuenow', percent);
          const times = clockText(Math.floor(done)) + ' / ' + clockText(total);
          if (ui.times.textContent !== times) ui.times.textContent = times;
        }

        function applyState(next) {
          // After a reconnect the server sends its newest state; anything older than what is shown is stale.
          if (message !== null && number(next.serverTime) < number(message.serverTime)) return;
          message = next;
          receivedAt = performance.now();
          const kind = KINDS.includes(next.kind) ? next.kind : 'work';
          const status = STATUSES.includes(next.status) ? next.status : 'running';
          const body = document.body;
          body.classList.remove('waiting');
          for (const name of KINDS) body.classList.toggle('kind-' + name, name === kind);
          for (const name of STATUSES) body.classList.toggle(name, name === status);
          body.classList.toggle('finished', isFinished());
          ui.plan.textContent = String(next.plan ?? '');
          ui.segment.textContent = String(next.shape ?? '') + ' ' + String(next.kindName ?? '');
          ui.segment.hidden = isFinished();
          ui.exercise.textContent = String(next.exercise ?? '');
          ui.exercise.hidden = isFinished() || !next.exercise;
          const statusText = { idle: S.idle, paused: '❚❚ ' + S.paused, completed: '✓ ' + S.completed, ended: S.ended };
          ui.status.textContent = statusText[status] ?? '';
          ui.status.hidden = status === 'running';
          const counters = [];
          if (typeof next.set === 'number') counters.push(format(S.set, next.set, next.sets));
          if (number(next.rounds) > 1) counters.push(format(S.round, next.round, next.rounds));
          ui.set.textContent = counters.join(' · ');
          ui.next.textContent = next.next ? format(S.next, String(next.next)) : S.nextFinish;
          ui.next.hidden = isFinished();
          const theme = document.querySelector('meta[name="theme-color"]');
          theme.content = getComputedStyle(body).getPropertyValue('--bg').trim() || '#263238';
          if (isFinished()) {
            closeConfirm();
            if (wakeLock !== null) wakeLock.release().catch(() => {});
          } else {
            wake();
          }
          updateControls();
          showConnection();
          shownTime = '';
          fitTime();
          draw(performance.now());
        }

        function updateControls() {
          const allowed = mayControl();
          ui.controls.hidden = !allowed || confirming;
          ui.confirm.hidden = !allowed || !confirming;
          ui.keys.hidden = !allowed;
          ui.mode.hidden = hello === null || hello.controls === true;
          buttons.pause.hidden = message === null || message.status !== 'running';
          buttons.resume.hidden = message === null || message.status !== 'paused';
          buttons.extend.setAttribute('aria-disabled', String(!isRest()));
          fitTime();
        }

        /** Every message from the workout: hello, state, error and notice. */
        function apply(incoming) {
          if (incoming === null || typeof incoming !== 'object') return;
          switch (incoming.type) {
            case 'hello':
              hello = { controls: incoming.controls === true };
              updateControls();
              break;
            case 'state':
              applyState(incoming);
              break;
            case 'error':
              toast(has(S, 'error.' + incoming.code) ? S['error.' + incoming.code] : S['error.other']);
              break;
            case 'notice':
              toast(String(incoming.text ?? ''));
              break;
          }
        }
        window.interfitApply = apply;

        function toast(text) {
          if (!text) return;
          ui.toast.textContent = text;
          ui.toast.hidden = false;
          clearTimeout(toastTimer);
          toastTimer = setTimeout(() => { ui.toast.hidden = true; }, 4000);
        }

        function send(command) {
          if (!mayControl()) return;
          if (socket === null || socket.readyState !== WebSocket.OPEN) { toast(S.notConnected); return; }
          socket.send(command);
        }

        function openConfirm() {
          confirming = true;
          updateControls();
          ui.confirm.querySelector('[data-confirm="no"]').focus();
          clearTimeout(confirmTimer);
          confirmTimer = setTimeout(closeConfirm, 8000);
        }

        function closeConfirm() {
          if (!confirming) return;
          confirming = false;
          clearTimeout(confirmTimer);
          updateControls();
        }

        const actions = {
          pause: () => send('pause'),
          resume: () => send('resume'),
          skip: () => send('skip'),
          back: () => send('back'),
          extend: () => (isRest() ? send('extend 10') : toast(S.extendHint)),
          end: openConfirm,
        };
        for (const [name, button] of Object.entries(buttons)) {
          button.addEventListener('click', (event) => {
            // A tapped button gives up the focus, so the space bar goes back to pause and resume.
            if (event.detail > 0) button.blur();
            wake();
            actions[name]();
          });
        }
        ui.confirm.querySelector('[data-confirm="yes"]').addEventListener('click', () => { closeConfirm(); send('end'); });
        ui.confirm.querySelector('[data-confirm="no"]').addEventListener('click', closeConfirm);

        document.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') { closeConfirm(); return; }
          if (!mayControl() || confirming || event.ctrlKey || event.metaKey || event.altKey) return;
          const onButton = event.target instanceof HTMLButtonElement;
          let action = null;
          if (event.key === ' ' && !onButton) action = message.status === 'paused' ? 'resume' : 'pause';
          else if (event.key === 'ArrowRight') action = 'skip';
          else if (event.key === 'ArrowLeft') action = 'back';
          else if (event.key === '+') action = 'extend';
          if (action === null) return;
          event.preventDefault();
          if (!event.repeat) actions[action]();
        });

        /** Keeps the screen on while the workout runs, where the browser offers it; failures are ignored. */
        async function wake() {
          if (wakeLock !== null || wakeAsked || isFinished() || document.visibilityState !== 'visible') return;
          if (!('wakeLock' in navigator)) return;
          wakeAsked = true;
          try {
            const lock = await navigator.wakeLock.request('screen');
            lock.addEventListener('release', () => { if (wakeLock === lock) wakeLock = null; });
            wakeLock = lock;
          } catch (error) {
            wakeLock = null;
          } finally {
            wakeAsked = false;
          }
        }
        document.addEventListener('visibilitychange', wake);

        /** "connecting…" until the first state, "reconnecting…" while the socket is down, else nothing. */
        function showConnection() {
          const open = socket !== null && socket.readyState === WebSocket.OPEN;
          ui.connection.textContent = message === null ? S.connecting : open || isFinished() ? '' : S.reconnecting;
        }

        /** The WebSocket on this page's host, with this page's token; it reconnects on its own, 0.5 s to 5 s apart. */
        function connect() {
          const token = new URLSearchParams(location.search).get('t') ?? '';
          const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
          let ws;
          try {
            ws = new WebSocket(scheme + location.host + '/ws?t=' + encodeURIComponent(token));
          } catch (error) {
            reconnectLater();
            return;
          }
          socket = ws;
          ws.addEventListener('open', () => { retryDelay = 500; showConnection(); });
          ws.addEventListener('message', (event) => {
            if (typeof event.data !== 'string') return;
            let parsed;
            try { parsed = JSON.parse(event.data); } catch (error) { return; }
            apply(parsed);
          });
          ws.addEventListener('close', () => {
            if (socket !== ws) return;
            socket = null;
            showConnection();
            // A finished workout's server goes away with it: nothing to reconnect to.
            if (isFinished()) return;
            updateControls();
            reconnectLater();
          });
        }

        function reconnectLater() {
          setTimeout(connect, retryDelay);
          retryDelay = Math.min(5000, retryDelay * 2);
        }

        for (const element of document.querySelectorAll('[data-text]')) element.textContent = S[element.dataset.text] ?? '';
        document.title = S.title;
        ui.progress.setAttribute('aria-label', S.progress);
        ui.controls.setAttribute('aria-label', S.controls);
        buttons.extend.setAttribute('aria-label', S.extendHint);
        showConnection();
        if (typeof ResizeObserver === 'function') new ResizeObserver(fitTime).observe(clock);
        else addEventListener('resize', fitTime);
        if (document.fonts) document.fonts.ready.then(fitTime);
        requestAnimationFrame(function frame(now) { draw(now); requestAnimationFrame(frame); });
        connect();
        """#
}
