/// The live page's style sheet: the segment colours, the big time, the paused stripes and the last-seconds flash.
/// 实时页面的样式表：阶段颜色、大号时间、暂停条纹与最后几秒的闪烁。
enum TrainLivePageStyle {
    /// The CSS, inlined into the page.
    static let css = #"""
        *, *::before, *::after { box-sizing: border-box; margin: 0; }
        [hidden] { display: none !important; }
        html, body { height: 100%; overflow: hidden; }
        body {
          --bg: #263238;
          --fg: #ffffff;
          background-color: var(--bg);
          color: var(--fg);
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Noto Sans CJK SC",
            "Microsoft YaHei", sans-serif;
          -webkit-tap-highlight-color: transparent;
          -webkit-text-size-adjust: 100%;
          transition: background-color 0.2s;
        }
        /* The terminal's palette: red work, green rests, yellow warm-up, blue cool-down; text readable on each. */
        body.kind-work { --bg: #c62828; }
        body.kind-rest, body.kind-roundRest { --bg: #2e7d32; }
        body.kind-warmup { --bg: #f9a825; --fg: #1b1b1b; }
        body.kind-cooldown { --bg: #1565c0; }
        body.finished, body.waiting { --bg: #263238; --fg: #ffffff; }
        /* Paused: dimmed and striped, with a banner, so nobody mistakes it for a running clock. */
        body.paused::before {
          content: "";
          position: fixed;
          inset: 0;
          background: repeating-linear-gradient(-45deg, rgba(0, 0, 0, 0.34) 0 30px, rgba(0, 0, 0, 0.16) 30px 60px);
          pointer-events: none;
        }
        main {
          position: relative;
          height: 100vh;
          height: 100dvh;
          display: flex;
          flex-direction: column;
          gap: clamp(2px, 0.7vmin, 10px);
          padding: max(8px, env(safe-area-inset-top)) max(12px, env(safe-area-inset-right))
            max(10px, env(safe-area-inset-bottom)) max(12px, env(safe-area-inset-left));
          text-align: center;
        }
        main > * { flex: none; min-width: 0; }
        .line, .segment, .exercise, .next, .plan { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        header {
          display: flex;
          align-items: center;
          gap: 8px;
          min-height: 1.6em;
          font-size: clamp(13px, 2.2vmin, 24px);
        }
        .plan { flex: 1; text-align: left; font-weight: 600; opacity: 0.9; }
        .pill { white-space: nowrap; padding: 0.15em 0.7em; border-radius: 999px; background: rgba(0, 0, 0, 0.4); color: #fff; }
        .connection { background: #ffb300; color: #1b1b1b; font-weight: 700; }
        .connection:empty { display: none; }
        .segment { font-size: clamp(22px, min(9vw, 6.4vh), 110px); font-weight: 800; letter-spacing: 0.03em; line-height: 1.1; text-transform: uppercase; }
        .exercise { font-size: clamp(18px, min(7.5vw, 4.8vh), 80px); font-weight: 700; line-height: 1.15; }
        .status {
          align-self: center;
          max-width: 100%;
          padding: 0.08em 0.5em;
          border-radius: 0.2em;
          background: #111;
          color: #ffd600;
          font-size: clamp(24px, min(10vw, 6.6vh), 110px);
          font-weight: 900;
          letter-spacing: 0.06em;
          line-height: 1.15;
          overflow-wrap: anywhere;
        }
        body.finished .status, body.idle .status { background: transparent; color: var(--fg); }
        .clock { flex: 1 1 0; min-height: 0; position: relative; overflow: hidden; }
        .remaining {
          position: absolute;
          left: 50%;
          top: 50%;
          transform: translate(-50%, -50%);
          font-size: 20vmin;
          font-weight: 800;
          line-height: 1;
          letter-spacing: -0.02em;
          font-variant-numeric: tabular-nums;
          white-space: nowrap;
        }
        body.paused .remaining { opacity: 0.65; }
        body.finished .remaining { opacity: 0.35; }
        .set:empty, .times:empty { display: none; }
        .set { font-size: clamp(16px, min(6vw, 3.8vh), 60px); font-weight: 700; line-height: 1.15; }
        .next { font-size: clamp(14px, min(4.6vw, 3.1vh), 44px); font-weight: 600; line-height: 1.2; opacity: 0.95; }
        .bar { display: flex; align-items: center; gap: 0.7em; font-size: clamp(12px, 2vmin, 22px); font-variant-numeric: tabular-nums; }
        .track { flex: 1; height: clamp(8px, 1.3vmin, 18px); border-radius: 999px; background: rgba(0, 0, 0, 0.3); overflow: hidden; }
        .fill { height: 100%; background: currentColor; transform-origin: left center; transform: scaleX(0); }
        .controls, .confirm { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: clamp(6px, 1.2vmin, 16px); }
        button {
          flex: 1 1 0;
          min-width: 48px;
          max-width: 190px;
          min-height: clamp(52px, 7.2vmin, 84px);
          padding: 0.25em 0.3em;
          border: 2px solid rgba(255, 255, 255, 0.6);
          border-radius: 14px;
          background: rgba(0, 0, 0, 0.42);
          color: #fff;
          font: inherit;
          font-size: clamp(12px, 2vmin, 22px);
          font-weight: 700;
          line-height: 1.1;
          display: flex;
          flex-direction: column;
          align-items: center;
          justify-content: center;
          gap: 0.15em;
          cursor: pointer;
          touch-action: manipulation;
          user-select: none;
        }
        button .icon { font-size: 1.45em; line-height: 1; }
        button:active { transform: scale(0.96); }
        button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
        button[aria-disabled="true"] { opacity: 0.45; }
        .confirm p { flex-basis: 100%; font-size: clamp(15px, 2.6vmin, 30px); font-weight: 700; }
        .confirm button { font-size: clamp(15px, 2.4vmin, 26px); max-width: 280px; }
        button.danger { background: #fff; color: #b71c1c; border-color: #fff; }
        .keys { font-size: clamp(11px, 1.5vmin, 16px); opacity: 0.8; }
        @media (max-width: 700px), (max-height: 520px), (pointer: coarse) { .keys { display: none; } }
        .toast {
          position: fixed;
          left: 50%;
          top: 14%;
          transform: translateX(-50%);
          width: max-content;
          max-width: min(92vw, 760px);
          padding: 0.7em 1.1em;
          border-radius: 12px;
          background: #111;
          color: #fff;
          font-size: clamp(15px, 2.6vmin, 28px);
          font-weight: 600;
          box-shadow: 0 6px 28px rgba(0, 0, 0, 0.45);
        }
        /* Before the first state: only the connection line, large, in the middle. */
        body.waiting main > :not(header) { visibility: hidden; }
        body.waiting .connection {
          position: fixed;
          inset: 0;
          display: flex;
          align-items: center;
          justify-content: center;
          background: transparent;
          color: #fff;
          font-size: clamp(22px, 6vmin, 64px);
        }
        /* The last 3 s of a running segment: the colours swap for 0.4 s each second (a hard step, never a fade). */
        @keyframes flash {
          0% { background-color: var(--fg); color: var(--bg); }
          40%, 100% { background-color: var(--bg); color: var(--fg); }
        }
        body.flash { animation: flash 1s step-end infinite; }
        @media (prefers-reduced-motion: reduce) {
          body.flash { animation: none; }
          body.flash .clock { box-shadow: inset 0 0 0 1vmin var(--fg); border-radius: 2vmin; }
        }
        """#
}
