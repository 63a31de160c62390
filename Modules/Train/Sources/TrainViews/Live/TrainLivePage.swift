import Foundation

/// The live page as one HTML document: its style and script inline, its words and language filled in.
/// 实时页面的完整 HTML 文档：样式与脚本内联，文字与语言在生成时填入。
enum TrainLivePage {
    /// The document for `language` (a BCP 47 tag) with `strings`, a script-safe JSON object of the page's words.
    static func html(language: String, strings: String) -> String {
        // `lang` goes in first, so nothing in the style or the script is read as a placeholder.
        document.replacingOccurrences(of: "{{lang}}", with: language)
            .replacingOccurrences(of: "{{style}}", with: TrainLivePageStyle.css)
            .replacingOccurrences(
                of: "{{script}}", with: TrainLivePageScript.js.replacingOccurrences(of: "{{strings}}", with: strings))
    }

    /// The markup; every part a check or an assistive tool looks for has its `data-role` or `data-action`.
    private static let document = #"""
        <!DOCTYPE html>
        <html lang="{{lang}}">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <meta name="color-scheme" content="dark">
        <meta name="theme-color" content="#263238">
        <link rel="icon" href="data:,">
        <title>Interfit</title>
        <style>
        {{style}}
        </style>
        </head>
        <body class="waiting">
        <main>
        <header>
        <span class="plan" data-role="plan"></span>
        <span class="pill mode" data-role="mode" data-text="viewOnly" hidden></span>
        <span class="pill connection" data-role="connection" role="status" aria-live="polite"></span>
        </header>
        <div class="segment" data-role="segment"></div>
        <div class="exercise" data-role="exercise" hidden></div>
        <div class="status" data-role="status" role="status" aria-live="polite" hidden></div>
        <div class="clock"><span class="remaining" data-role="remaining">-:--</span></div>
        <div class="set" data-role="set"></div>
        <div class="next" data-role="next"></div>
        <div class="bar">
        <div class="track" data-role="progress" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0">
        <div class="fill"></div>
        </div>
        <span class="times" data-role="times"></span>
        </div>
        <nav class="controls" data-role="controls" hidden>
        <button type="button" data-action="back"><span class="icon" aria-hidden="true">«</span><span data-text="back"></span></button>
        <button type="button" data-action="pause"><span class="icon" aria-hidden="true">❚❚</span><span data-text="pause"></span></button>
        <button type="button" data-action="resume" hidden><span class="icon" aria-hidden="true">▶&#xFE0E;</span><span data-text="resume"></span></button>
        <button type="button" data-action="skip"><span class="icon" aria-hidden="true">»</span><span data-text="skip"></span></button>
        <button type="button" data-action="extend"><span class="icon" aria-hidden="true">+10</span><span data-text="extend"></span></button>
        <button type="button" data-action="end"><span class="icon" aria-hidden="true">✕</span><span data-text="end"></span></button>
        </nav>
        <div class="confirm" data-role="confirm" hidden>
        <p data-text="confirmEnd"></p>
        <button type="button" class="danger" data-confirm="yes" data-text="confirmEndYes"></button>
        <button type="button" data-confirm="no" data-text="confirmEndNo"></button>
        </div>
        <p class="keys" data-role="keys" data-text="keys" hidden></p>
        </main>
        <div class="toast" data-role="toast" role="alert" hidden></div>
        <script>
        {{script}}
        </script>
        </body>
        </html>
        """#
}
