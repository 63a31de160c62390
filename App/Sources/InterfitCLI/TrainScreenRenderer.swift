import Shared
import Train

/// Draws the training screen as lines of text for a terminal of a given size; a pure function.
struct TrainScreenRenderer {
    let text: Localizer
    let style: TerminalStyle

    /// The banner for a segment kind: a shape and a word, so colour is never the only signal.
    func banner(_ kind: SegmentKind, paused: Bool) -> String {
        if paused { return "❚❚ " + text("train.paused") + " ❚❚" }
        let shape: String
        switch kind {
        case .work: shape = "■■■"
        case .rest: shape = "□□□"
        case .warmup: shape = "▲▲▲"
        case .roundRest: shape = "◇◇◇"
        case .cooldown: shape = "▼▼▼"
        }
        return "\(shape) \(text("kind." + kind.rawValue).uppercased()) \(shape)"
    }

    private func colour(_ kind: SegmentKind, _ line: String, paused: Bool) -> String {
        if paused { return style.bold(style.yellow(line)) }
        switch kind {
        case .work: return style.bold(style.red(line))
        case .rest, .roundRest: return style.bold(style.green(line))
        case .warmup: return style.bold(style.yellow(line))
        case .cooldown: return style.bold(style.blue(line))
        }
    }

    /// The screen as exactly `height` lines, each at most `width` columns.
    func render(_ state: TrainScreenState, width: Int, height: Int) -> [String] {
        let width = max(20, width)
        let progress = state.progress
        let paused = progress.state.isPaused
        var lines: [String] = []
        let title = fit(state.planName, width - TextWidth.of(state.summary) - 2)
        lines.append(
            style.bold(title)
                + String(repeating: " ", count: max(2, width - TextWidth.of(title) - TextWidth.of(state.summary)))
                + style.dim(state.summary))
        lines.append("")
        if state.isHelpVisible {
            lines += helpLines()
            return frame(lines, width: width, height: height, footer: footer(state, width: width))
        }
        var bannerLine = banner(progress.segment.kind, paused: paused)
        if progress.segment.exercise != nil && !paused { bannerLine += "  " + progress.segment.label }
        lines.append(colour(progress.segment.kind, fit(bannerLine, width), paused: paused))
        lines.append("")
        let time = DurationText.clock(progress.state.isFinished ? 0 : progress.remainingWholeSeconds)
        if width >= 40 && height >= 18 {
            let rows = BigDigits.render(time)
            let indent = String(repeating: " ", count: max(0, (width - BigDigits.width(of: time)) / 2))
            lines += rows.map { colour(progress.segment.kind, indent + $0, paused: paused) }
        } else {
            lines.append(style.bold(time))
        }
        lines.append("")
        var counters = text("train.set", String(progress.setNumber), String(progress.setsPerRound))
        if progress.rounds > 1 {
            counters += "   " + text("train.round", String(progress.roundNumber), String(progress.rounds))
        }
        counters += "   " + text("train.done", String(progress.completedSets), String(progress.totalSets))
        lines.append(fit(counters, width))
        let barWidth = max(5, min(50, width - 22))
        lines.append(fit(labelled(text("train.segmentBar"), bar(progress.segmentFraction, barWidth)), width))
        let elapsed = Int(progress.activeElapsed.components.seconds)
        lines.append(
            fit(
                labelled(text("train.totalBar"), bar(progress.totalFraction, barWidth)) + "  "
                    + DurationText.clock(elapsed) + " / " + DurationText.clock(progress.plannedTotalSeconds), width))
        lines.append("")
        if let next = progress.next {
            let name =
                next.exercise.map { "\(text("kind." + next.kind.rawValue)) · \($0)" }
                ?? text("kind." + next.kind.rawValue)
            lines.append(fit(text("train.next", name, DurationText.clock(next.durationSeconds)), width))
        } else {
            lines.append(fit(text("train.nextFinish"), width))
        }
        return frame(lines, width: width, height: height, footer: footer(state, width: width))
    }

    /// The status line (confirmation, pause hint, refusal) and the key line.
    private func footer(_ state: TrainScreenState, width: Int) -> [String] {
        var footer: [String] = []
        switch state.pendingConfirmation {
        case .skip: footer.append(style.bold(style.yellow(fit(text("train.confirmSkip"), width))))
        case .end: footer.append(style.bold(style.yellow(fit(text("train.confirmEnd"), width))))
        case nil:
            if let refusal = state.refusal {
                footer.append(style.yellow(fit(message(for: refusal), width)))
            } else if state.progress.state.isPaused {
                footer.append(style.yellow(fit(text("train.pausedHint"), width)))
            } else if state.audioDegraded {
                footer.append(style.dim(fit(text("train.audioDegraded"), width)))
            } else {
                footer.append("")
            }
        }
        footer.append(style.dim(fit(width >= 70 ? text("train.keys") : text("train.keysShort"), width)))
        return footer
    }

    private func message(for refusal: TrainEngineError) -> String {
        switch refusal {
        case .notInRest: text("train.notInRest")
        case .noPreviousSegment: text("train.noPrevious")
        case .invalidExtension, .invalidTransition: text("train.notNow")
        }
    }

    private func helpLines() -> [String] {
        ["help.space", "help.n", "help.p", "help.plus", "help.r", "help.e", "help.ctrlz", "help.question"].map {
            "  " + text($0)
        }
    }

    /// Pads the body to fill the screen and pins the footer to the bottom; drops body lines that do not fit.
    private func frame(_ body: [String], width: Int, height: Int, footer: [String]) -> [String] {
        let room = max(0, height - footer.count)
        var lines = Array(body.prefix(room))
        lines += Array(repeating: "", count: room - lines.count)
        return lines + footer.suffix(height)
    }

    private func labelled(_ label: String, _ bar: String) -> String {
        TextWidth.padded(label, to: 10) + bar
    }

    private func bar(_ fraction: Double, _ width: Int) -> String {
        let filled = Int((max(0, min(1, fraction)) * Double(width)).rounded(.down))
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
    }

    /// Cuts text to `width` columns, with an ellipsis when cut.
    private func fit(_ line: String, _ width: Int) -> String {
        guard TextWidth.of(line) > width else { return line }
        var result = ""
        for character in line {
            if TextWidth.of(result + String(character)) > max(0, width - 1) { break }
            result.append(character)
        }
        return result + "…"
    }
}
