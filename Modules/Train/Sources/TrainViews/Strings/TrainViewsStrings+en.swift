// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension TrainViewsStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* Training screen */
"train.paused" = "PAUSED";
"train.adjustedMark" = "* adjusted for this session (the saved plan is unchanged)";
"train.set" = "Set %@/%@";
"train.round" = "Round %@/%@";
"train.done" = "Done %@/%@";
"train.segmentBar" = "Segment";
"train.totalBar" = "Total";
"train.next" = "Next: %@ (%@)";
"train.nextFinish" = "Next: finish";
"train.musicMuted" = "music muted (m to unmute)";
"train.musicSilent" = "(silence)";
"train.musicNext" = "next: %@";
"train.confirmSkip" = "Skip to the next segment? y = yes, any other key = no";
"train.confirmEnd" = "End the workout now? It is saved as ended early. y = yes, any other key = no";
"train.pausedHint" = "Paused — press space to resume";
"train.audioDegraded" = "Sound unavailable — using the terminal bell (see `interfit doctor`)";
"train.keys" = "space pause · n skip · p back · + rest +15s · r end rest · e end · ? help";
"train.keysMusic" = "space pause · n skip · p back · + rest +15s · r end rest · m music · e end · ? help";
"train.keysShort" = "space · n · p · + · r · e · ? help";
"train.keysShortMusic" = "space · n · p · + · r · m · e · ? help";
"train.notInRest" = "Only a rest can be extended or ended early.";
"train.noPrevious" = "This is the first segment.";
"train.notNow" = "Not possible right now.";
"train.notInRest.short" = "Rests only";
"train.noPrevious.short" = "First segment";
"train.notNow.short" = "Not now";
"train.invalidExtension" = "A rest can be extended by %@–%@ seconds.";
"train.invalidExtension.short" = "%@–%@ s only";
"train.restExtended" = "Rest extended by %@ s.";
"train.restExtended.short" = "+%@ s";
"control.notInRest" = "extend and end-rest work during a rest; now: %@.";
"control.noPrevious" = "there is no segment before this one; now: %@.";
"control.notNow" = "not possible at this moment; now: %@.";
"control.invalidExtension" = "extend takes %@–%@ seconds (e.g. extend 20 or +20); now: %@.";
"control.moment.set" = "%@ (set %@/%@)";
"control.moment.paused" = "paused, %@";
"control.moment.finished" = "finished";
"help.title" = "Keys";
"help.space.key" = "space";
"help.space.short" = "pause / resume";
"help.space" = "pause / resume";
"help.n.key" = "n";
"help.n.short" = "skip ahead (asks)";
"help.n" = "skip to the next segment (asks first)";
"help.p.key" = "p";
"help.p.short" = "previous segment";
"help.p" = "back to the previous segment";
"help.plus.key" = "+";
"help.plus.short" = "rest +15 s";
"help.plus" = "extend the current rest by 15 seconds";
"help.r.key" = "r";
"help.r.short" = "end the rest now";
"help.r" = "end the current rest now";
"help.e.key" = "e";
"help.e.short" = "end the workout (asks)";
"help.e" = "end the workout (asks first; it is saved)";
"help.m.key" = "m";
"help.m.short" = "music on / off";
"help.m" = "mute or unmute the music";
"help.ctrlz.key" = "Ctrl-Z";
"help.ctrlz.short" = "suspend (fg returns)";
"help.ctrlz" = "pause and suspend; `fg` brings it back";
"help.question.key" = "? Esc";
"help.question.short" = "close this help";
"help.question" = "close this help";

/* Summary */
"summary.active" = "Active time";
"summary.sets" = "Sets";
"summary.paused" = "Paused";
"summary.notes" = "Notes";
"summary.adjustments" = "Adjustments (the plan itself is unchanged):";
"summary.restExtended" = "rest extended by %@ s";
"summary.restEndedEarly" = "rest ended early";
"summary.skipped" = "segment skipped";
"summary.wentBack" = "went back a segment";
"summary.adjustedPlan" = "With these adjustments the plan would be %@.";
"summary.prompt" = "a = again · any other key = quit";
"summary.promptSave" = "a = again · s = save adjustments as a new plan · any other key = quit";
"summary.saved" = "Saved as %@ — %@ (id %@).";
"summary.saveFailed" = "The adjusted plan could not be saved; nothing was changed.";

/* Setup errors */
"setup.notFound" = "No plan or template matches \"%@\".\nFix: run `interfit plans list --all` for names and ids, or `interfit templates` for built-in plans.";
"setup.ambiguous" = "\"%@\" matches several plans: %@.\nFix: type more of the name, or use an id prefix.";
"setup.missing" = "An ad-hoc workout needs %@.\nFix: give at least --sets and --work (e.g. `interfit start --sets 8 --work 20 --rest 10`), or name a plan or template.";
"setup.invalid" = "This workout is not valid; nothing was started:";

/* Plain lines */
"plain.started" = "%@ — %@";
"plain.set" = "set %@/%@";
"plain.round" = "round %@/%@";
"plain.paused.user" = "paused";
"plain.paused.interruption" = "paused (suspended)";
"plain.paused.safety" = "paused (the clock jumped)";
"plain.resumed" = "resumed";
"plain.skipped" = "skipped";
"plain.wentBack" = "back to the previous segment";
"plain.restExtended" = "rest extended by %@ s";
"plain.restEndedEarly" = "rest ended early";
"plain.degraded" = "%@ (using the bell)";
"plain.recovered" = "recovered after a crash";

/* Notices */
"notice.suspended" = "Interfit is paused and suspended; `fg` brings it back (still paused).";
"notice.historyOff" = "History is off for this workout: the database cannot be used.";
"notice.keptUntilUsable" = "The session is kept in %@ and will be saved by the next command that can write the database.";
"notice.controlClosed" = "Standard input closed: the workout goes on by itself.";
"notice.notSaved" = "The session could not be saved: %@";
"notice.keptInJournal" = "The session is kept in %@ and will be saved by the next command that can write the database.\n%@";
"notice.unknownCommand" = "Unknown command \"%@\"; the commands are pause, resume, skip, back, extend N (N = %@–%@ seconds, e.g. extend 20 or +20), end-rest and end.";
"notice.refusedCommand" = "\"%@\" was not carried out: %@";

/* Recovery */
"recover.describe" = "%@, started %@, stopped after %@ in %@ (id %@)";
"recover.prompt" = "An unfinished workout was found: %@.\nc = continue it instead of %@ (paused where it stopped) · e = end and save it, then start %@ · d = discard it, then start %@ · any other key = start %@ and leave it for later";
"recover.pending.one" = "1 unfinished workout is kept in the journal; see `interfit recover`.";
"recover.pending.other" = "%@ unfinished workouts are kept in the journal; see `interfit recover`.";
"recover.savedFinished.one" = "Saved 1 finished workout that was kept in the journal while the database could not be written.";
"recover.savedFinished.other" = "Saved %@ finished workouts that were kept in the journal while the database could not be written.";
"recover.damaged" = "The journal %@ could not be read; it was moved to %@ and kept.";
"recover.ended" = "Saved %@ as ended (recovered, %@ active; id %@).";
"recover.discarded" = "Discarded the unfinished workout %@.";
"recover.none" = "Nothing to recover: no unfinished workout is kept in the journal.";
"recover.later" = "Left in the journal; `interfit recover` shows it.";
"recover.heading" = "Unfinished workouts kept in the journal:";
"recover.finishedWaiting.one" = "1 finished workout waiting for the database (saved by the next command that can write it)";
"recover.finishedWaiting.other" = "%@ finished workouts waiting for the database (saved by the next command that can write it)";
"recover.howTo" = "Use `interfit recover continue`, `interfit recover end` or `interfit recover discard` (add an id to pick one).";
"recover.notFound" = "No unfinished workout has an id starting with \"%@\".\nFix: run `interfit recover` to see them.";
"recover.chooseOne" = "Several unfinished workouts are kept; %@ takes one.\nFix: add its id, e.g. `interfit recover %@ 1a2b3c4d` (`interfit recover` lists them).";
"recover.databaseUnavailable" = "The database cannot be written now; the workout stays in the journal.\nFix: run `interfit doctor`, then try again.";
"choice.heading" = "Which workout?";
"choice.template" = "template";
"choice.plan" = "your plan";
"choice.question" = "Press 1–%@ to start, any other key to cancel:";
"recover.pausedTerminal" = "Continuing %@, paused where it stopped. Type resume and Enter to go on (or end to finish).";
"recover.pausedControl" = "Continuing %@, paused where it stopped. Send resume on standard input to go on (or end to finish); when input ends, it resumes.";
"recover.alreadySaved" = "The history already holds the workout %@, so it was not replaced; its journal is kept.\nFix: remove the journal with `interfit recover discard %@` (`interfit history show` shows the saved workout).";

/* The home's Train tab (`interfit` alone on a terminal) */
"home.pick.heading" = "Pick a workout: templates, your favorites and recent plans";
"home.pick.name" = "Name";
"home.pick.summary" = "Plan";
"home.pick.kind" = "Kind";
"home.pick.template" = "template";
"home.pick.favorite" = "★ favorite";
"home.pick.recent" = "recent";
"home.pick.empty" = "Nothing to train yet.";
"home.pick.noMatch" = "No template or plan name contains \"%@\". Esc clears the filter.";
"home.hint.adjust" = "⏎ adjust and start";
"home.adjust.title" = "%@ — adjust for this session";
"home.adjust.invalid" = "Not ready to start: see below.";
"home.field.sets" = "Sets";
"home.field.work" = "Work";
"home.field.rest" = "Rest";
"home.field.warmup" = "Warm-up";
"home.field.cooldown" = "Cool-down";
"home.field.rounds" = "Rounds";
"home.field.roundRest" = "Round rest";
"home.field.cues" = "Cues";
"home.field.voiceLanguage" = "Voice";
"home.field.music" = "Music";
"home.adjust.asSettings" = "as in settings";
"home.adjust.voice.en" = "English";
"home.adjust.voice.zh" = "Chinese";
"home.adjust.on" = "on";
"home.adjust.off" = "off";
"home.adjust.legend" = "* changed for this session only";
"home.adjust.long" = "Runs over 2 hours: check the values (it can still start).";
"home.adjust.saved" = "Saved as a new plan: %@.";
"home.hint.start" = "⏎ start";
"home.hint.step" = "+/− change";
"home.hint.saveCopy" = "s save as a new plan";
"home.summary.again" = "a  again";
"home.summary.save" = "s  save the adjustments as a new plan";
"home.summary.back" = "⏎  back to home";
"help.open" = "adjust, then start the selected workout";
"help.field" = "choose a field";
"help.step" = "the next or previous value";
"help.type" = "type a value (45, 1:30, 2m); Enter keeps it";
"help.start" = "start the workout (Enter keeps a typed value first)";
"help.saveCopy" = "save these adjustments as a new plan";
"help.again" = "train the same workout again";
"help.saveAdjustments" = "save this session's adjustments as a new plan";
"help.backHome" = "back to the Train list";
/* Live page (start --serve) */
"live.title" = "Interfit live";
"live.connecting" = "connecting…";
"live.reconnecting" = "reconnecting…";
"live.viewOnly" = "view only";
"live.idle" = "Ready to start";
"live.paused" = "PAUSED";
"live.completed" = "Workout complete";
"live.ended" = "Ended early";
"live.set" = "Set %@/%@";
"live.round" = "Round %@/%@";
"live.next" = "Next: %@";
"live.nextFinish" = "Next: finish";
"live.nextSegment" = "%@ %@ (%@)";
"live.progress" = "Workout progress";
"live.controls" = "Workout controls";
"live.pause" = "Pause";
"live.resume" = "Resume";
"live.skip" = "Skip";
"live.back" = "Back";
"live.extend" = "seconds";
"live.extendHint" = "Adds 10 seconds to a rest";
"live.end" = "End";
"live.confirmEnd" = "End the workout now? It is saved as ended early.";
"live.confirmEndYes" = "End now";
"live.confirmEndNo" = "Keep going";
"live.keys" = "Keys: space pause/resume · → skip · ← back · + rest +10 s";
"live.notConnected" = "Not connected — the command was not sent.";
"live.error.rate_limited" = "Too many taps — wait a moment and try again.";
"live.error.view_only" = "This screen is view only.";
"live.error.too_long" = "That command was too long.";
"live.error.other" = "The workout did not accept that.";
"""#
}
