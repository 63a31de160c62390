import Shared
import SharedUI
import Synchronization
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
    /// The labels' columns, counted once: a bar is measured by arithmetic, not by reading it back.
    private let barLabelColumns: (segment: Int, total: Int)
    /// The key line in full and short, without and with music, looked up once.
    private let keys: (full: String, short: String)
    private let musicKeys: (full: String, short: String)
    private let memo = FrameMemo()

    public init(language: AppLanguage, style: TextStyle) {
        let text = TrainText.table(language)
        self.text = text
        kinds = SegmentKindText(language: language)
        self.style = style
        refusals = TrainRefusalText(language: language)
        segmentBarLabel = TextWidth.padded(text("train.segmentBar"), to: 10)
        totalBarLabel = TextWidth.padded(text("train.totalBar"), to: 10)
        barLabelColumns = (TextWidth.of(segmentBarLabel), TextWidth.of(totalBarLabel))
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
        // Most of a frame stays as it was a second ago: only the time, the bars and the window title follow the clock.
        let still = memo.parts(for: StillInputs(state, width: width, height: height), make: stillParts)
        let progress = state.progress
        let (kind, paused) = (progress.segment.kind, progress.state.isPaused)
        let time = DurationText.clock(progress.state.isFinished ? 0 : progress.remainingWholeSeconds)
        if state.isHelpVisible {
            // The time left stays in sight above the help: `0:15  ■ WORK`, or the time alone when that is too wide.
            let line = time + "  " + still.shortBanner
            let clock = colour(kind, TextWidth.fit(TextWidth.of(line) <= width ? line : time, width), paused: paused)
            let body = [
                Block(lines: [clock], priority: 0), Block(lines: [""], priority: 30),
                Block(lines: still.help, priority: 1),
            ]
            return frame(body, footer: still.footer, height: height)
        }
        let banner = Block(lines: [still.banner], priority: 2)
        var optional: [Block] = [Block(lines: [still.title], priority: 6), Block(lines: [""], priority: 20)]
        if let mark = still.adjustedMark { optional.append(Block(lines: [mark], priority: 12)) }
        var below: [Block] = [
            Block(lines: [""], priority: 21), Block(lines: [still.counters], priority: 5),
            Block(lines: [segmentBar(progress, width: width)], priority: 9),
            Block(lines: [totalBar(progress, width: width)], priority: 8),
            Block(lines: [""], priority: 22), Block(lines: [still.next], priority: 4),
        ]
        if !still.music.isEmpty { below.append(Block(lines: still.music, priority: 10)) }
        if !still.live.isEmpty { below.append(Block(lines: still.live, priority: 11)) }
        let fixed = banner.lines.count + still.footer.count
        let extras = (optional + below).reduce(0) { $0 + $1.lines.count } + 2
        // A workout shows the same times again and again (every set counts down from the same length).
        let timeInputs = TimeInputs(
            time: time, kind: kind, paused: paused, width: width, room: height - fixed, extras: extras)
        let timeBlock = Block(lines: memo.timeLines(for: timeInputs, make: timeLines), priority: 1)
        let body =
            optional + [Block(lines: [""], priority: 23), banner, Block(lines: [""], priority: 24), timeBlock] + below
            + [Block(lines: [""], priority: 25)]
        return frame(body, footer: still.footer, height: height)
    }

    // MARK: - What does not follow the clock

    /// Everything the lines that do not follow the clock are made of: nothing else of the state may reach them.
    /// 不随时钟变化的那些行的全部来源：状态中的其他内容不得影响它们。
    private struct StillInputs: Equatable {
        let width: Int
        let height: Int
        let planName: String
        let isAdjusted: Bool
        let summary: String
        let segment: Segment
        let next: Segment?
        let isPaused: Bool
        let setNumber: Int
        let setsPerRound: Int
        let roundNumber: Int
        let rounds: Int
        let completedSets: Int
        let totalSets: Int
        let pendingConfirmation: TrainConfirmation?
        let isHelpVisible: Bool
        let message: TrainMessage?
        let audioDegraded: Bool
        let music: MusicSelection?
        let nextMusic: MusicSelection?
        /// The titles shown, which `MusicSelection`'s equality leaves out.
        let musicTitle: String?
        let nextMusicTitle: String?
        let isMusicMuted: Bool
        let liveURL: String?

        init(_ state: TrainScreenState, width: Int, height: Int) {
            let progress = state.progress
            (self.width, self.height) = (width, height)
            (planName, isAdjusted, summary) = (state.planName, state.isAdjusted, state.summary)
            (segment, next, isPaused) = (progress.segment, progress.next, progress.state.isPaused)
            (setNumber, setsPerRound, roundNumber, rounds) =
                (progress.setNumber, progress.setsPerRound, progress.roundNumber, progress.rounds)
            (completedSets, totalSets) = (progress.completedSets, progress.totalSets)
            (pendingConfirmation, isHelpVisible, message) =
                (state.pendingConfirmation, state.isHelpVisible, state.message)
            (audioDegraded, music, nextMusic, isMusicMuted, liveURL) =
                (state.audioDegraded, state.music, state.nextMusic, state.isMusicMuted, state.liveURL)
            (musicTitle, nextMusicTitle) = (state.music?.displayTitle, state.nextMusic?.displayTitle)
        }

        var hasMusic: Bool { music != nil || nextMusic != nil }
    }

    /// The lines made from `StillInputs` alone, ready to lay out.
    /// 仅由 `StillInputs` 生成、可直接排版的各行。
    private struct StillParts {
        let footer: [String]
        let title: String
        let adjustedMark: String?
        let banner: String
        /// The banner without its repeats and exercise, for the line above the help.
        let shortBanner: String
        let counters: String
        let next: String
        let music: [String]
        let live: [String]
        /// The key help, when it is shown.
        let help: [String]
    }

    /// Everything the time's lines are made of.
    /// 剩余时间各行的全部来源。
    private struct TimeInputs: Hashable {
        let time: String
        let kind: SegmentKind
        let paused: Bool
        let width: Int
        /// Rows left for the time.
        let room: Int
        /// Rows the other blocks would like beside it.
        let extras: Int
    }

    /// The last `StillParts` and the time's recent lines, with what they were made from; shared by a view's copies.
    /// 最近生成的 `StillParts` 与近来生成的时间各行及其来源；由同一视图的各副本共享。
    private final class FrameMemo: Sendable {
        private let still = Mutex<(inputs: StillInputs, parts: StillParts)?>(nil)
        private let times = Mutex<[TimeInputs: [String]]>([:])
        /// At most this many times are kept: a 60 s set and its 30 s rest; a longer segment's are made again.
        private static let timesKept = 128

        /// The parts for `inputs`: those made last when the inputs are the same, else new ones from `make`.
        func parts(for inputs: StillInputs, make: (StillInputs) -> StillParts) -> StillParts {
            if let hit = still.withLock({ $0?.inputs == inputs ? $0?.parts : nil }) { return hit }
            let parts = make(inputs)
            still.withLock { $0 = (inputs, parts) }
            return parts
        }

        /// The time's lines for `inputs`: kept ones when they were made lately, else new ones from `make`.
        func timeLines(for inputs: TimeInputs, make: (TimeInputs) -> [String]) -> [String] {
            if let hit = times.withLock({ $0[inputs] }) { return hit }
            let lines = make(inputs)
            times.withLock { kept in
                if kept.count >= Self.timesKept { kept.removeAll(keepingCapacity: true) }
                kept[inputs] = lines
            }
            return lines
        }
    }

    private func stillParts(_ inputs: StillInputs) -> StillParts {
        let width = inputs.width
        let footer = fitted(footer(inputs), height: inputs.height)
        let kind = inputs.segment.kind
        return StillParts(
            footer: footer, title: title(inputs),
            adjustedMark: inputs.isAdjusted ? style.dim(TextWidth.fit(text("train.adjustedMark"), width)) : nil,
            banner: colour(kind, TextWidth.fit(bannerText(inputs), width), paused: inputs.isPaused),
            shortBanner: shortBanner(inputs), counters: TextWidth.fit(counters(inputs), width),
            next: TextWidth.fit(nextText(inputs.next), width), music: musicLines(inputs), live: liveLines(inputs),
            help: inputs.isHelpVisible
                ? helpLines(width: width, room: inputs.height - footer.count - 1, music: inputs.hasMusic) : [])
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
    private func timeLines(_ inputs: TimeInputs) -> [String] {
        let (time, width) = (inputs.time, inputs.width)
        var scale: Int?
        for candidate in stride(from: 4, through: 2, by: -1)
        where BigDigits.width(of: time, scale: candidate) <= width
            && BigDigits.height * candidate + inputs.extras <= inputs.room
        {
            scale = candidate
            break
        }
        if scale == nil, BigDigits.width(of: time) <= width, BigDigits.height <= inputs.room - 1 { scale = 1 }
        guard let scale else {
            let line = style.bold(TextWidth.fit(TextWidth.centred(time, in: width), width))
            return [colour(inputs.kind, line, paused: inputs.paused)]
        }
        let indent = TextWidth.repeated(" ", count: (width - BigDigits.width(of: time, scale: scale)) / 2)
        // A glyph row repeats `scale` times in a row: it is coloured once, not once a line.
        var previous: (row: String, line: String)?
        return BigDigits.render(time, scale: scale).map { row in
            if let previous, previous.row == row { return previous.line }
            let line = colour(inputs.kind, indent + row, paused: inputs.paused)
            previous = (row, line)
            return line
        }
    }

    // MARK: - Parts

    /// The banner: a shape and a word (and the exercise), so colour is never the only signal.
    private func bannerText(_ inputs: StillInputs) -> String {
        if inputs.isPaused { return "❚❚ " + text("train.paused") + " ❚❚" }
        let shape = TextWidth.repeated(SegmentKindText.shape(inputs.segment.kind), count: 3)
        var line = "\(shape) \(kinds.name(inputs.segment.kind).uppercased()) \(shape)"
        if let exercise = inputs.segment.exercise { line += "  " + TerminalText.sanitized(exercise) }
        return line
    }

    /// `■ WORK` or `❚❚ PAUSED`: the banner without its repeats and exercise, for the line above the help.
    private func shortBanner(_ inputs: StillInputs) -> String {
        if inputs.isPaused { return "❚❚ " + text("train.paused") }
        return SegmentKindText.shape(inputs.segment.kind) + " " + kinds.name(inputs.segment.kind).uppercased()
    }

    private func colour(_ kind: SegmentKind, _ line: String, paused: Bool) -> String {
        paused ? style.bold(style.yellow(line)) : style.bold(SegmentKindText.colour(kind, line, style: style))
    }

    /// The plan's name (with `*` when adjusted) on the left and its summary on the right, when both fit.
    private func title(_ inputs: StillInputs) -> String {
        let width = inputs.width
        let name = TerminalText.sanitized(inputs.planName) + (inputs.isAdjusted ? " *" : "")
        let summaryWidth = TextWidth.of(inputs.summary)
        guard width >= summaryWidth + 12 else { return style.bold(TextWidth.fit(name, width)) }
        let shown = TextWidth.fit(name, width - summaryWidth - 2)
        return style.bold(shown) + TextWidth.repeated(" ", count: width - TextWidth.of(shown) - summaryWidth)
            + style.dim(inputs.summary)
    }

    /// `Set 1/8   Round 1/2   Done 0/8`; warm-up and cool-down belong to no set.
    private func counters(_ inputs: StillInputs) -> String {
        var parts: [String] = []
        if inputs.segment.kind != .warmup && inputs.segment.kind != .cooldown {
            parts.append(text("train.set", String(inputs.setNumber), String(inputs.setsPerRound)))
        }
        if inputs.rounds > 1 {
            parts.append(text("train.round", String(inputs.roundNumber), String(inputs.rounds)))
        }
        parts.append(text("train.done", String(inputs.completedSets), String(inputs.totalSets)))
        return parts.joined(separator: "   ")
    }

    /// The Segment bar within `width`.
    private func segmentBar(_ progress: TrainProgress, width: Int) -> String {
        let cells = max(3, min(50, width - 12))
        return fitted(
            segmentBarLabel + bar(progress.segmentFraction, cells), columns: barLabelColumns.segment + cells + 2, width)
    }

    /// The Total bar within `width`: it and its label are active time over the workout's length as it now stands.
    private func totalBar(_ progress: TrainProgress, width: Int) -> String {
        let figures =
            "  " + DurationText.clock(Int(progress.activeElapsed.inSecondsRoundedDown)) + " / "
            + DurationText.clock(Int(progress.expectedTotal.inSecondsRoundedUp))
        let figuresColumns = TextWidth.of(figures)
        let room = width - barLabelColumns.total - figuresColumns - 2
        guard room >= 3 else {
            return fitted(
                totalBarLabel + figures.dropFirst(2), columns: barLabelColumns.total + figuresColumns - 2, width)
        }
        let cells = min(50, room)
        return fitted(
            totalBarLabel + bar(progress.totalFraction, cells) + figures,
            columns: barLabelColumns.total + cells + 2 + figuresColumns, width)
    }

    /// `line`, cut to `width` only when its `columns` (known from how it was made) are more.
    private func fitted(_ line: String, columns: Int, _ width: Int) -> String {
        columns <= width ? line : TextWidth.fit(line, width)
    }

    private func bar(_ fraction: Double, _ width: Int) -> String {
        let filled = Int((max(0, min(1, fraction)) * Double(width)).rounded(.down))
        return TextWidth.repeated([("[", 1), ("█", filled), ("░", width - filled), ("]", 1)])
    }

    private func nextText(_ next: Segment?) -> String {
        guard let next else { return text("train.nextFinish") }
        return text("train.next", TerminalText.sanitized(kinds.label(next)), DurationText.clock(next.durationSeconds))
    }

    /// `♪ Drums  → next: Calm`, or the muted note; nothing when the workout has no music.
    private func musicLines(_ inputs: StillInputs) -> [String] {
        guard inputs.hasMusic else { return [] }
        var line: String
        if inputs.isMusicMuted {
            line = "♪ " + text("train.musicMuted")
        } else {
            line = "♪ " + (inputs.music.map { TerminalText.sanitized($0.displayTitle) } ?? text("train.musicSilent"))
            if let next = inputs.nextMusic, next != inputs.music {
                line += "   " + text("train.musicNext", TerminalText.sanitized(next.displayTitle))
            }
        }
        return [style.dim(TextWidth.fit(line, inputs.width))]
    }

    /// The live page's address under `--serve`, whole at any width (a cut address is no use).
    private func liveLines(_ inputs: StillInputs) -> [String] {
        guard let url = inputs.liveURL else { return [] }
        let text = text("train.live", TerminalText.sanitized(url))
        return TextWrap.lines(text, width: inputs.width, longWords: .split).map { style.dim($0) }
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
    private func footer(_ inputs: StillInputs) -> (status: [String], keys: [String]) {
        let width = inputs.width
        var status: [String] = []
        switch inputs.pendingConfirmation {
        case .skip:
            status = TextWrap.lines(text("train.confirmSkip"), width: width).map { style.bold(style.yellow($0)) }
        case .end: status = TextWrap.lines(text("train.confirmEnd"), width: width).map { style.bold(style.yellow($0)) }
        case nil:
            if let message = inputs.message {
                // The short form when the sentence would not fit beside the time left.
                status = TextWrap.lines(sentence(message, short: false), width: width)
                if status.count > inputs.height - 1 {
                    status = TextWrap.lines(sentence(message, short: true), width: width)
                }
                let isRefusal = if case .refused = message { true } else { false }
                status = status.map(isRefusal ? style.yellow : style.green)
            } else if inputs.isPaused {
                status = TextWrap.lines(text("train.pausedHint"), width: width).map(style.yellow)
            } else if inputs.audioDegraded {
                status = [style.dim(TextWidth.fit(text("train.audioDegraded"), width))]
            }
        }
        guard !inputs.isHelpVisible else { return (status, []) }
        let (full, short) = inputs.hasMusic ? musicKeys : keys
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
