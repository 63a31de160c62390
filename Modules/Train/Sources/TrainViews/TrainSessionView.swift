import Shared
import SharedUI
import Train

/// The training screen as text lines for a terminal of any size, with the time left always showing.
/// 以文本行呈现、适配任意尺寸终端的训练画面，剩余时间始终可见。
public struct TrainSessionView: Sendable {
    private let text: StringTable
    private let kinds: SegmentKindText
    private let style: TextStyle
    private let refusals: TrainRefusalText
    /// The bars' labels, padded, looked up once rather than at every frame (one a second).
    private let segmentBarLabel: String
    private let totalBarLabel: String
    /// The key line in full and short, without and with music, looked up once.
    private let keys: (full: String, short: String)
    private let musicKeys: (full: String, short: String)

    public init(language: AppLanguage, style: TextStyle) {
        let text = TrainText.table(language)
        self.text = text
        kinds = SegmentKindText(language: language)
        self.style = style
        refusals = TrainRefusalText(language: language)
        segmentBarLabel = TextWidth.padded(text("train.segmentBar"), to: 10)
        totalBarLabel = TextWidth.padded(text("train.totalBar"), to: 10)
        keys = (text("train.keys"), text("train.keysShort"))
        musicKeys = (text("train.keysMusic"), text("train.keysShortMusic"))
    }

    /// One block of the body: its lines, and how much it matters when rows are short (lower is kept longer).
    /// 正文的一块：它的行，以及行数不足时的重要程度（数值越小越晚被舍弃）。
    private struct Block {
        let lines: [String]
        let priority: Int
    }

    /// The screen as exactly `height` lines, each at most `width` columns.
    public func render(_ state: TrainScreenState, width: Int, height: Int) -> [String] {
        let width = max(1, width)
        let height = max(1, height)
        let footer = fitted(footer(state, width: width, height: height), height: height)
        let progress = state.progress
        let paused = progress.state.isPaused
        let kind = progress.segment.kind
        let time = DurationText.clock(progress.state.isFinished ? 0 : progress.remainingWholeSeconds)
        if state.isHelpVisible {
            // The time left stays in sight above the help: `0:15  ■ WORK`, or the time alone when that is too wide.
            let line = time + "  " + shortBanner(progress)
            let clock = colour(kind, TextWidth.fit(TextWidth.of(line) <= width ? line : time, width), paused: paused)
            let hasMusic = state.music != nil || state.nextMusic != nil
            let help = helpLines(width: width, room: height - footer.count - 1, music: hasMusic)
            let body = [
                Block(lines: [clock], priority: 0), Block(lines: [""], priority: 30), Block(lines: help, priority: 1),
            ]
            return frame(body, footer: footer, height: height)
        }
        let banner = Block(lines: [colour(kind, TextWidth.fit(bannerText(state), width), paused: paused)], priority: 2)
        var optional: [Block] = [
            Block(lines: [title(state, width: width)], priority: 6), Block(lines: [""], priority: 20),
        ]
        if state.isAdjusted {
            optional.append(Block(lines: [style.dim(TextWidth.fit(text("train.adjustedMark"), width))], priority: 12))
        }
        let below: [Block] =
            [
                Block(lines: [""], priority: 21), Block(lines: [TextWidth.fit(counters(progress), width)], priority: 5),
                Block(lines: [TextWidth.fit(segmentBar(progress, width: width), width)], priority: 9),
                Block(lines: [TextWidth.fit(totalBar(progress, width: width), width)], priority: 8),
                Block(lines: [""], priority: 22), Block(lines: [TextWidth.fit(nextText(progress), width)], priority: 4),
            ] + musicBlocks(state, width: width) + liveBlocks(state, width: width)
        let fixed = banner.lines.count + footer.count
        let extras = (optional + below).reduce(0) { $0 + $1.lines.count } + 2
        let timeBlock = Block(
            lines: timeLines(time, kind: kind, paused: paused, width: width, room: height - fixed, extras: extras),
            priority: 1)
        let body =
            optional + [Block(lines: [""], priority: 23), banner, Block(lines: [""], priority: 24), timeBlock] + below
            + [Block(lines: [""], priority: 25)]
        return frame(body, footer: footer, height: height)
    }

    // MARK: - Layout

    /// A line without trailing spaces (the terminal clears the rest of each line anyway).
    private static func trimmingTrailingSpaces(_ line: String) -> String {
        // Byte by byte: a space is one byte and never part of a longer grapheme's UTF-8.
        var end = line.utf8.endIndex
        while end > line.utf8.startIndex, line.utf8[line.utf8.index(before: end)] == UInt8(ascii: " ") {
            end = line.utf8.index(before: end)
        }
        return end == line.utf8.endIndex ? line : String(line[..<end])
    }

    /// The footer within `height`, always leaving one row for the time.
    private func fitted(_ footer: (status: [String], keys: [String]), height: Int) -> [String] {
        // Drops an empty status line first, then the key line, then status lines from the top.
        var status = footer.status
        var keys = footer.keys
        let budget = max(0, height - 1)
        while status.count + keys.count > budget && !keys.isEmpty { keys.removeLast() }
        while status.count > budget { status.removeFirst() }
        return status + keys
    }

    /// Keeps the most important blocks that fit, in display order, centred, with the footer pinned to the bottom.
    private func frame(_ body: [Block], footer: [String], height: Int) -> [String] {
        var room = height - footer.count
        var kept = [Bool](repeating: false, count: body.count)
        for index in body.indices.sorted(by: { body[$0].priority < body[$1].priority }) {
            let size = body[index].lines.count
            if size <= room {
                kept[index] = true
                room -= size
            }
        }
        let shown = body.indices.reduce(0) { $0 + (kept[$1] ? body[$1].lines.count : 0) }
        let free = max(0, height - footer.count - shown)
        // One array, filled in order, instead of four joined and then cut.
        var screen: [String] = []
        screen.reserveCapacity(free + shown + footer.count)
        screen.append(contentsOf: repeatElement("", count: free / 2))
        for index in body.indices where kept[index] {
            for line in body[index].lines { screen.append(Self.trimmingTrailingSpaces(line)) }
        }
        screen.append(contentsOf: repeatElement("", count: free - free / 2))
        screen.append(contentsOf: footer)
        if screen.count > height { screen.removeLast(screen.count - height) }
        return screen
    }

    /// The time left: big digits at the largest scale that fits (up to 4), else one bold line.
    private func timeLines(
        _ time: String, kind: SegmentKind, paused: Bool, width: Int, room: Int, extras: Int
    ) -> [String] {
        var scale: Int?
        for candidate in stride(from: 4, through: 2, by: -1)
        where BigDigits.width(of: time, scale: candidate) <= width && BigDigits.height * candidate + extras <= room {
            scale = candidate
            break
        }
        if scale == nil, BigDigits.width(of: time) <= width, BigDigits.height <= room - 1 { scale = 1 }
        guard let scale else {
            return [colour(kind, style.bold(TextWidth.fit(TextWidth.centred(time, in: width), width)), paused: paused)]
        }
        let indent = TextWidth.repeated(" ", count: (width - BigDigits.width(of: time, scale: scale)) / 2)
        // A glyph row repeats `scale` times in a row: it is coloured once, not once a line.
        var previous: (row: String, line: String)?
        return BigDigits.render(time, scale: scale).map { row in
            if let previous, previous.row == row { return previous.line }
            let line = colour(kind, indent + row, paused: paused)
            previous = (row, line)
            return line
        }
    }

    // MARK: - Parts

    /// The banner: a shape and a word (and the exercise), so colour is never the only signal.
    private func bannerText(_ state: TrainScreenState) -> String {
        let progress = state.progress
        if progress.state.isPaused { return "❚❚ " + text("train.paused") + " ❚❚" }
        let shape = TextWidth.repeated(SegmentKindText.shape(progress.segment.kind), count: 3)
        var line = "\(shape) \(kinds.name(progress.segment.kind).uppercased()) \(shape)"
        if let exercise = progress.segment.exercise { line += "  " + TerminalText.sanitized(exercise) }
        return line
    }

    /// `■ WORK` or `❚❚ PAUSED`: the banner without its repeats and exercise, for the line above the help.
    private func shortBanner(_ progress: TrainProgress) -> String {
        if progress.state.isPaused { return "❚❚ " + text("train.paused") }
        return SegmentKindText.shape(progress.segment.kind) + " " + kinds.name(progress.segment.kind).uppercased()
    }

    private func colour(_ kind: SegmentKind, _ line: String, paused: Bool) -> String {
        paused ? style.bold(style.yellow(line)) : style.bold(SegmentKindText.colour(kind, line, style: style))
    }

    /// The plan's name (with `*` when adjusted) on the left and its summary on the right, when both fit.
    private func title(_ state: TrainScreenState, width: Int) -> String {
        let name = TerminalText.sanitized(state.planName) + (state.isAdjusted ? " *" : "")
        let summaryWidth = TextWidth.of(state.summary)
        guard width >= summaryWidth + 12 else { return style.bold(TextWidth.fit(name, width)) }
        let shown = TextWidth.fit(name, width - summaryWidth - 2)
        return style.bold(shown) + TextWidth.repeated(" ", count: width - TextWidth.of(shown) - summaryWidth)
            + style.dim(state.summary)
    }

    /// `Set 1/8   Round 1/2   Done 0/8`; warm-up and cool-down belong to no set.
    private func counters(_ progress: TrainProgress) -> String {
        var parts: [String] = []
        if progress.segment.kind != .warmup && progress.segment.kind != .cooldown {
            parts.append(text("train.set", String(progress.setNumber), String(progress.setsPerRound)))
        }
        if progress.rounds > 1 {
            parts.append(text("train.round", String(progress.roundNumber), String(progress.rounds)))
        }
        parts.append(text("train.done", String(progress.completedSets), String(progress.totalSets)))
        return parts.joined(separator: "   ")
    }

    private func segmentBar(_ progress: TrainProgress, width: Int) -> String {
        segmentBarLabel + bar(progress.segmentFraction, max(3, min(50, width - 12)))
    }

    /// The Total bar and its label agree: both are active time over the workout's length as it now stands.
    private func totalBar(_ progress: TrainProgress, width: Int) -> String {
        let figures =
            "  " + DurationText.clock(Int(progress.activeElapsed.inSecondsRoundedDown)) + " / "
            + DurationText.clock(Int(progress.expectedTotal.inSecondsRoundedUp))
        let room = width - TextWidth.of(totalBarLabel) - TextWidth.of(figures) - 2
        guard room >= 3 else { return totalBarLabel + figures.dropFirst(2) }
        return totalBarLabel + bar(progress.totalFraction, min(50, room)) + figures
    }

    private func bar(_ fraction: Double, _ width: Int) -> String {
        let filled = Int((max(0, min(1, fraction)) * Double(width)).rounded(.down))
        return TextWidth.repeated([("[", 1), ("█", filled), ("░", width - filled), ("]", 1)])
    }

    private func nextText(_ progress: TrainProgress) -> String {
        guard let next = progress.next else { return text("train.nextFinish") }
        return text("train.next", TerminalText.sanitized(kinds.label(next)), DurationText.clock(next.durationSeconds))
    }

    /// `♪ Drums  → next: Calm`, or the muted note; nothing when the workout has no music.
    private func musicBlocks(_ state: TrainScreenState, width: Int) -> [Block] {
        guard state.music != nil || state.nextMusic != nil else { return [] }
        var line: String
        if state.isMusicMuted {
            line = "♪ " + text("train.musicMuted")
        } else {
            line = "♪ " + (state.music.map { TerminalText.sanitized($0.displayTitle) } ?? text("train.musicSilent"))
            if let next = state.nextMusic, next != state.music {
                line += "   " + text("train.musicNext", TerminalText.sanitized(next.displayTitle))
            }
        }
        return [Block(lines: [style.dim(TextWidth.fit(line, width))], priority: 10)]
    }

    /// The live page's address under `--serve`, whole at any width (a cut address is no use).
    private func liveBlocks(_ state: TrainScreenState, width: Int) -> [Block] {
        guard let url = state.liveURL else { return [] }
        let lines = TextWrap.lines(text("train.live", TerminalText.sanitized(url)), width: width, longWords: .split)
        return [Block(lines: lines.map { style.dim($0) }, priority: 11)]
    }

    /// The terminal window's title (OSC 2): the time left and the segment, readable in a task bar or tab.
    public func windowTitle(_ state: TrainScreenState) -> String {
        let progress = state.progress
        let name = TerminalText.sanitized(state.planName)
        if progress.state.isFinished { return "✓ " + name }
        let time = DurationText.clock(progress.remainingWholeSeconds)
        let segment =
            SegmentKindText.shape(progress.segment.kind) + " " + TerminalText.sanitized(kinds.label(progress.segment))
        let paused = progress.state.isPaused ? "❚❚ " : ""
        return paused + time + " " + segment + " · " + name
    }

    /// The status and key lines, wrapped at word breaks so no answer key is ever cut off; no key line under the help.
    private func footer(_ state: TrainScreenState, width: Int, height: Int) -> (status: [String], keys: [String]) {
        var status: [String] = []
        switch state.pendingConfirmation {
        case .skip:
            status = TextWrap.lines(text("train.confirmSkip"), width: width).map { style.bold(style.yellow($0)) }
        case .end: status = TextWrap.lines(text("train.confirmEnd"), width: width).map { style.bold(style.yellow($0)) }
        case nil:
            if let message = state.message {
                // The short form when the sentence would not fit beside the time left.
                status = TextWrap.lines(sentence(message, short: false), width: width)
                if status.count > height - 1 { status = TextWrap.lines(sentence(message, short: true), width: width) }
                let isRefusal = if case .refused = message { true } else { false }
                status = status.map(isRefusal ? style.yellow : style.green)
            } else if state.progress.state.isPaused {
                status = TextWrap.lines(text("train.pausedHint"), width: width).map(style.yellow)
            } else if state.audioDegraded {
                status = [style.dim(TextWidth.fit(text("train.audioDegraded"), width))]
            }
        }
        guard !state.isHelpVisible else { return (status, []) }
        let hasMusic = state.music != nil || state.nextMusic != nil
        let (full, short) = hasMusic ? musicKeys : keys
        let lines = TextWidth.of(full) <= width ? [full] : TextWrap.lines(short, width: width)
        return (status, lines.map(style.dim))
    }

    /// What a message says, in full or in the few words that fit a tiny terminal.
    private func sentence(_ message: TrainMessage, short: Bool) -> String {
        switch message {
        case .restExtended(let seconds):
            text(short ? "train.restExtended.short" : "train.restExtended", String(seconds))
        case .refused(let error): refusals.screen(error, short: short)
        }
    }

    /// The key help in at most `room` lines, never leaving a key out.
    private func helpLines(width: Int, room: Int, music: Bool) -> [String] {
        // Wraps each entry under its description; when too tall, one shortened line per entry.
        let entries = ["space", "n", "p", "plus", "r", "e"] + (music ? ["m"] : []) + ["ctrlz", "question"]
        let keyWidth = min(8, max(4, width / 4))
        func lines(wrapping: Bool, short: Bool = false) -> [String] {
            entries.flatMap { entry -> [String] in
                let key = TextWidth.padded(text("help." + entry + ".key") + " ", to: keyWidth)
                guard wrapping else {
                    return [TextWidth.fit(key + text("help." + entry + (short ? ".short" : "")), width)]
                }
                let body = TextWrap.lines(text("help." + entry), width: max(4, width - keyWidth))
                return body.enumerated().map { index, line in
                    TextWidth.fit((index == 0 ? key : TextWidth.repeated(" ", count: keyWidth)) + line, width)
                }
            }
        }
        let title = [style.bold(TextWidth.fit(text("help.title"), width)), ""]
        let candidates = [
            title + lines(wrapping: true), lines(wrapping: true), title + lines(wrapping: false, short: true),
            lines(wrapping: false, short: true),
        ]
        for candidate in candidates where candidate.count <= room && candidate.allSatisfy({ !$0.hasSuffix("…") }) {
            return candidate
        }
        return Array(lines(wrapping: false, short: true).prefix(max(0, room)))
    }
}

extension Duration {
    /// Whole seconds, rounded down (the elapsed time shown).
    fileprivate var inSecondsRoundedDown: Double { Double(components.seconds) }

    /// Whole seconds, rounded up (a total is never shown shorter than it is).
    fileprivate var inSecondsRoundedUp: Double {
        Double(components.seconds) + (components.attoseconds > 0 ? 1 : 0)
    }
}
