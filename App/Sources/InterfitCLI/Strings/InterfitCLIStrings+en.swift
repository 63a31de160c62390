// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension InterfitCLIStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* The command line's own words: abstracts, discussions, option help, value errors. */

/* root */
"root.abstract" = "An interval-training timer for the terminal (HIIT, Tabata, running intervals).";
"root.discussion" = "Examples:\n  interfit start tabata                      Run the built-in Tabata, 8×(20/10)\n  interfit start --sets 8 --work 20 --rest 10\n  interfit plans create Legs --sets 10 --work 45s --rest 15s --exercise Squat\n  interfit plans list --favorites\n\nExit codes: 0 ok, 64 bad usage or invalid values, 65 bad input file, 74 database or I/O trouble, 130 interrupted. Language: INTERFIT_LANG=zh (or a zh_* locale) for Chinese.";
"option.db" = "Database file to use (default: $INTERFIT_DB, else $XDG_DATA_HOME/interfit/interfit.sqlite).";

/* start */
"start.abstract" = "Run a workout from a template, a saved plan, or ad-hoc options.";
"start.discussion" = "On a terminal this shows the training screen (keys: space pause/resume, n skip, p previous, + extend rest by 15 s, r end rest, e end, ? help; Ctrl-Z pauses and suspends). Without a terminal, with TERM=dumb or with --no-tui it prints one line per event; --events ndjson prints one JSON object per event on stdout (see README). When standard input is not a terminal, `start` reads newline commands from it: pause, resume, skip, back, extend 15|30|60, end-rest, end. The session is saved to the history when it ends. If the database cannot be used, the workout still runs with history off.\n\nExamples:\n  interfit start tabata\n  interfit start legs --rest 20s\n  interfit start --sets 8 --work 20 --rest 10\n  interfit start running --no-tui --cues none\n  interfit start tabata --events ndjson | jq -c 'select(.type == \"segment\")'\n  (sleep 5; echo pause; sleep 3; echo resume) | interfit start tabata --no-tui";
"start.plan" = "A template id or name (see `interfit templates`), or a saved plan's name or id prefix.";
"option.sets" = "Work sets per round (1–99).";
"option.work" = "Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).";
"option.rest" = "Rest between sets, 0–30m.";
"option.warmup" = "Warm-up, 0–30m.";
"option.cooldown" = "Cool-down, 0–30m.";
"option.rounds" = "Rounds (1–20).";
"option.roundRest" = "Rest between rounds, 0–30m.";
"option.exercise" = "An exercise name; repeat for several (set i shows exercise i).";
"option.cues" = "Cues for this workout: any of bell,tone,voice, or none.";
"option.voiceLang" = "Voice language for spoken cues.";
"option.noTUI" = "Print one plain line per event instead of the training screen.";
"option.events" = "Stream events on stdout (one JSON object per line).";
"option.serve" = "Also show the workout on a web page (loopback, a new link each workout) that a TV or phone can open.";
"option.serveOn" = "Where the live page listens: IP:PORT (127.0.0.1:9000), a PORT, or lan for every network interface.";
"option.serveViewOnly" = "Serve the live page without controls (implies --serve).";

/* plans */
"plans.abstract" = "Manage your plan library: create, edit, list, share and version plans.";
"plans.discussion" = "PLAN is a plan name (any case) or the start of its id or name, as shown by `interfit plans list`.\n\nExamples:\n  interfit plans create \"Legs\" --sets 10 --work 45s --rest 15s\n  interfit plans create \"Quick burn\" --total 10m --sets 12 --intensity hard\n  interfit plans show legs\n  interfit plans export legs legs.json";
"plans.plan" = "The plan: its name or an id prefix.";
"plans.list.abstract" = "List plans: recently used first (default), favorites, everything, or the archive.";
"plans.list.discussion" = "Examples:\n  interfit plans list\n  interfit plans list --favorites\n  interfit plans list --all --json";
"plans.filter.recent" = "Plans not archived, most recently used first (default).";
"plans.filter.favorites" = "Favorite plans.";
"plans.filter.all" = "Every plan, archived ones included.";
"plans.filter.archived" = "Archived plans only.";
"plans.show.abstract" = "Show a plan's settings, dates and timeline.";
"plans.show.discussion" = "Example:\n  interfit plans show legs";
"plans.create.abstract" = "Create a plan from sets, work and rest (mode A) or from a total time and a ratio (mode B).";
"plans.create.discussion" = "Mode A: --sets N --work D --rest D.  Mode B: --total D --sets N and --ratio W:R or --intensity. Durations: 45, 45s, 2m, 1m30s, 1:30, 1h5m. Names are unique ignoring case. Invalid values exit 64 and save nothing. A name starting with - goes after --.\n\nExamples:\n  interfit plans create Legs --sets 10 --work 45s --rest 15s --exercise Squat\n  interfit plans create Run --sets 6 --work 3m --rest 1m --warmup 5m\n  interfit plans create \"Quick burn\" --total 10m --sets 12 --intensity hard\n  interfit plans create --sets 4 --work 30 --rest 10 -- \"-minus\"";
"plans.create.name" = "The plan's name (1–80 printable characters, unique ignoring case).";
"plans.edit.abstract" = "Change a plan: only the options you give change. Published versions never change.";
"plans.edit.discussion" = "Examples:\n  interfit plans edit legs --rest 20s\n  interfit plans edit legs --name \"Legs (hard)\" --sets 12\n  interfit plans edit legs --total 15m --intensity medium";
"plans.edit.name" = "A new name (1–80 printable characters, unique ignoring case).";
"plans.copy.abstract" = "Copy a plan; the copy gets a free name such as \"Legs (2)\".";
"plans.copy.discussion" = "Example:\n  interfit plans copy legs && interfit plans edit \"legs (2)\" --name \"Legs B\"";
"plans.rm.abstract" = "Delete a plan and its versions (sessions already trained keep their copy).";
"plans.rm.discussion" = "On a terminal it asks first; scripts add --yes.\n\nExamples:\n  interfit plans rm \"legs (2)\"\n  interfit plans rm 1a2b3c4d --yes";
"option.yes" = "Do not ask for confirmation.";
"plans.fav.abstract" = "Mark a plan as a favorite.";
"plans.fav.discussion" = "Example:\n  interfit plans fav legs";
"plans.unfav.abstract" = "Remove a plan from the favorites.";
"plans.unfav.discussion" = "Example:\n  interfit plans unfav legs";
"plans.archive.abstract" = "Archive a plan; it leaves the recent list but is kept.";
"plans.archive.discussion" = "Example:\n  interfit plans archive legs";
"plans.unarchive.abstract" = "Bring an archived plan back.";
"plans.unarchive.discussion" = "Example:\n  interfit plans unarchive legs";
"plans.publish.abstract" = "Publish the plan's current content as a new immutable, numbered version.";
"plans.publish.discussion" = "Example:\n  interfit plans publish legs && interfit plans versions legs";
"plans.versions.abstract" = "List a plan's versions, oldest first.";
"plans.versions.discussion" = "Example:\n  interfit plans versions legs --json";
"plans.export.abstract" = "Write a plan as a JSON file (with formatVersion) that `plans import` reads.";
"plans.export.discussion" = "Without FILE (or with -) the JSON goes to standard output. An existing FILE is never replaced unless you add --force.\n\nExamples:\n  interfit plans export legs legs.json\n  interfit plans export legs | ssh friend interfit plans import -";
"plans.export.file" = "The file to write; - or nothing for standard output.";
"option.force" = "Replace FILE if it already exists.";
"plans.import.abstract" = "Add a plan from a JSON file as a new plan of yours (a fork); duplicates are detected.";
"plans.import.discussion" = "A plan with the same training content already in the library is not added again; a name already taken gets a free one such as \"Legs (2)\". A file that is not a valid plan exits 65 and changes nothing. Files are read up to 1 MiB.\n\nExamples:\n  interfit plans import legs.json\n  curl -s https://example.org/plan.json | interfit plans import -";
"plans.import.file" = "The plan file; - for standard input.";
"option.total" = "Mode B: the whole workout's length; work and rest are derived.";
"option.ratio" = "Mode B: work:rest proportion, e.g. 2:1.";
"option.intensity" = "Mode B: a preset ratio: light (1:2), medium (1:1), hard (2:1).";
"option.json.plans" = "Print JSON: an array of plans (see README, \"JSON output\").";
"option.json.plan" = "Print JSON (the same object as in `plans list --json`).";
"option.json.versions" = "Print JSON: an array of versions.";
"option.json.templates" = "Print JSON (id, name, localizedName, summary, totalSeconds and the training fields).";

/* templates */
"templates.abstract" = "List the built-in plans you can start without setting anything up.";
"templates.discussion" = "Examples:\n  interfit templates\n  interfit templates --json | jq '.[].id'";

/* history */
"history.abstract" = "List past workouts, newest first: completed, ended early, interrupted — all are kept.";
"history.discussion" = "Examples:\n  interfit history\n  interfit history --since 2w --plan legs\n  interfit history --limit 500 --csv > workouts.csv\n  interfit history --json | jq '.[0].id'";
"option.limit" = "How many sessions to show (1–10000).";
"option.json.history" = "Print JSON: an array of sessions (see README, \"JSON output\").";

"history.list.abstract" = "List past workouts, newest first, as a table, JSON or CSV.";
"history.list.discussion" = "Examples:\n  interfit history\n  interfit history --since 2w --plan legs\n  interfit history --limit 500 --csv > workouts.csv\n  interfit history --json | jq '.[0].id'";
"option.since" = "Only sessions since DATE: 2026-11-01, 2026-11-01T08:30, or 7d / 2w ago.";
"option.plan" = "Only sessions of PLAN: a saved plan, a template id, or a plan name.";
"option.history.json" = "Print JSON: an array of sessions (see README, \"JSON output\").";
"option.history.csv" = "Print CSV (RFC 4180) with a header row, for spreadsheets.";
"history.show.abstract" = "Show one workout in full: plan, times, sets, notes, adjustments and its event timeline.";
"history.show.discussion" = "ID is the start of a session id, as shown by `interfit history`.\n\nExamples:\n  interfit history show 1a2b3c4d\n  interfit history show 1a2b --json";
"history.show.id" = "The session: the start of its id.";
"option.json.session" = "Print JSON: the history entry's keys plus snapshot, events and overrides.";
"stats.abstract" = "Weekly sessions and active minutes as a bar chart; no streaks, no ranks.";
"stats.discussion" = "Each line is an ISO week: █ minutes of completed sessions, ▒ minutes of sessions ended early, then the minutes and the number of sessions.\n\nExamples:\n  interfit stats\n  interfit stats --weeks 52 --json";
"option.weeks" = "How many weeks to show, this week included (1–520).";
"option.json.stats" = "Print JSON: weeks (oldest first) and a total.";

/* settings */
"settings.abstract" = "Show and change global settings (plans and `start` options can override them).";
"settings.discussion" = "Examples:\n  interfit settings list\n  interfit settings set cues.voice on\n  interfit settings set voice.language zh\n  interfit settings set music.enabled off\n  interfit settings set music.player rest";
"settings.list.abstract" = "List every setting, its value and whether it is the default.";
"settings.list.discussion" = "Examples:\n  interfit settings list\n  interfit settings list --json | jq '.\"cues.voice\".value'";
"settings.get.abstract" = "Print the value of one setting.";
"settings.get.discussion" = "Example:\n  interfit settings get cues.bell";
"settings.set.abstract" = "Change one setting; `default` restores the built-in value.";
"settings.set.discussion" = "Examples:\n  interfit settings set cues.voice on\n  interfit settings set cues.bell default";
"settings.key" = "The setting, e.g. cues.voice (see `interfit settings list`).";
"settings.value" = "The new value (on/off; en/zh for voice.language; work/rest for music.player), or `default`.";
"option.json.settings" = "Print JSON: an object of key → {value, isDefault, allowed}.";

/* backup */
"backup.abstract" = "Export everything (plans, versions, sessions, settings) to one JSON bundle, or import one.";
"backup.discussion" = "Examples:\n  interfit backup export interfit-backup.json\n  interfit backup import interfit-backup.json --merge\n  interfit backup export - | ssh other interfit backup import - --replace --yes";
"backup.export.abstract" = "Write every plan, version, session and setting to one JSON bundle (FILE, or - for stdout).";
"backup.export.discussion" = "The bundle has formatVersion, schemaVersion, exportedAt, plans, planVersions, sessions and settings (see README). An existing FILE is never replaced unless you add --force. Rows that cannot be read are left out and listed.\n\nExamples:\n  interfit backup export interfit-backup.json\n  interfit backup export - | gzip > backup.json.gz";
"backup.export.file" = "The bundle to write; - for standard output.";
"backup.import.abstract" = "Apply a bundle in one transaction: --merge adds what is missing, --replace replaces everything.";
"backup.import.discussion" = "A bundle from a newer Interfit, or a malformed one, is refused with exit 65 naming the first problem, and nothing changes. --replace asks first on a terminal; scripts add --yes.\n\nExamples:\n  interfit backup import interfit-backup.json --merge\n  gunzip -c backup.json.gz | interfit backup import - --replace --yes";
"backup.import.file" = "The bundle to read; - for standard input.";
"option.backup.merge" = "Add what is missing (by id); plans with equal content are not duplicated.";
"option.backup.replace" = "Replace all plans, versions, sessions and settings with the bundle's.";

/* doctor */
"doctor.abstract" = "Check the database, sound and terminal without changing anything; exits 74 if the database is unusable.";
"doctor.discussion" = "By default the database gets SQLite's quick check; --full runs the complete integrity check, which can take a while on a large history. Players are tested with a silent sound.\n\nExamples:\n  interfit doctor\n  interfit doctor --full --json";
"option.doctor.full" = "Run SQLite's full integrity check (slower) instead of the quick check.";
"option.json.doctor" = "Print JSON (database, schema, integrity, plans, sessions, players, voices, terminal, problem).";

/* option values */
"value.cues" = "use a comma-separated list of %@ (none alone).";
"value.count" = "\"%@\" is not a whole number.";
"value.countTooLarge" = "\"%@\" is far too large.";

/* Music options */
"option.workMusic" = "Music during work: a file, folder, .m3u/.m3u8 playlist, player[:NAME] (your desktop player) or none. Repeat for a cycle.";
"option.restMusic" = "Music during rest (also warm-up, round rest and cool-down); same forms as --work-music. Repeat for a cycle.";
"option.setMusic" = "Work music for one set, as N=REF (explicit strategy); repeat for more sets.";
"option.musicStrategy" = "How selections go to sets: global (one each), cycle (set i takes list[i % n]) or explicit (per set, --work-music as default).";
"option.musicMode" = "How a selection plays when it comes back: continue (default), restart or shuffle.";
"option.noMusic" = "No music for this workout or plan.";

/* recover */
"recover.abstract" = "Show, continue, end or discard workouts left in the session journal (after a crash, kill or full disk).";
"recover.discussion" = "Every workout is journalled while it runs, next to the database it belongs to ($XDG_STATE_HOME/interfit/journal, else ~/.local/state/interfit/journal). A workout that never reached its end is kept there: continue resumes it paused where it stopped, end saves it as ended (tagged recovered), discard forgets it. Finished workouts the database could not take are saved by the next command that can write it.\n\nExamples:\n  interfit recover\n  interfit recover continue\n  interfit recover end\n  interfit recover discard 1a2b3c4d\n  interfit recover --json";
"recover.action" = "list (default), continue, end (all, or the one given) or discard.";
"recover.id" = "The start of a workout's id, as `interfit recover` lists it; needed when several are kept.";
"option.json.recover" = "Print JSON: unfinished, finished and damaged journals and the sessions saved.";
"cli.unknownShortOption" = "Unknown option '%@'.\nFix: a name or value that starts with - goes after --, e.g. `interfit plans create --sets 2 --work 20 --rest 10 -- %@`.";
"cli.tooManyExercises" = "Too many exercises; nothing was done:";
"cli.optionRepeated" = "%@ is given %@ times, more than the %@ any command takes; nothing was done.\nFix: give each value once, or put long lists in a plan file (interfit plans import FILE).";
"value.serveOn" = "\"%@\" is not an address; use lan, a port (9000), or an IP address with an optional port (127.0.0.1:9000, [::1]:9000).";
"value.servePort" = "\"%@\" has no valid port; a port is a number from 0 to 65535 (0 = any free port).";
"cli.serveNotHere" = "--serve, --serve-on and --serve-view-only apply to `recover continue` only.\nFix: `interfit recover continue [ID] --serve`";
"cli.liveUnavailable" = "The live page cannot start: %@.\nFix: choose another address or port with --serve-on (for example --serve-on 127.0.0.1:0 for any free port), or leave out --serve.";
"cli.liveHost" = "%@ is not an IP address of this computer";
"cli.livePort" = "port %@ is outside 0–65535";
"cli.liveListen" = "cannot listen on %@ (%@)";
"cli.emptyDatabaseFlag" = "--db needs a file path; it was empty.\nFix: give a path (--db ~/train.sqlite), or leave --db out to use the default database.";
"cli.emptyDatabaseVariable" = "INTERFIT_DB is set but empty.\nFix: set it to a file path, or unset it (unset INTERFIT_DB) to use the default database.";
"plans.rm.needsYes" = "plans rm asks before deleting, and there is no terminal to answer; nothing was deleted.\nFix: add --yes to delete without asking: interfit plans rm %@ --yes";
/* help pages and usage errors (ArgumentParser's headings and sentences, said in our words) */
"help.overview" = "OVERVIEW: ";
"help.usage" = "USAGE: ";
"help.arguments" = "ARGUMENTS:";
"help.options" = "OPTIONS:";
"help.subcommands" = "SUBCOMMANDS:";
"help.seeSubcommandHelp" = "See '%@ <subcommand>' for detailed help.";
"help.helpFlag" = "Show help information.";
"help.versionFlag" = "Show the version.";
"help.default" = "(default: %@)";
"help.values" = "(values: %@)";
"help.valuesDefault" = "(values: %@; default: %@)";
"help.defaultSubcommand" = " (default)";
"help.optionsPlaceholder" = "[<options>]";
"help.subcommandPlaceholder" = "<subcommand>";
"list.separator" = ", ";
"list.or" = " or ";
"cli.usageLine" = "Usage: ";
"cli.helpLine" = "Help: ";
"cli.seeHelp" = "See '%@' for more information.";
"cli.unknownOption" = "Unknown option '%@'.";
"cli.unknownCommand" = "'%@' is not a command of '%@'.";
"cli.didYouMean" = " Did you mean %@?";
"parser.compositeOption" = "%@\n   or: missing value for '%@' in '%@'.";
"parser.missingValue" = "Missing value for '%@'.";
"parser.noValueTaken" = "The option '%@' takes no value, but '%@' was given.";
"parser.unexpectedArgument" = "Unexpected argument '%@'.";
"parser.unexpectedArguments" = "%@ unexpected arguments: %@.";
"parser.alreadySet" = "%@ cannot be used with %@.";
"parser.flagIn" = "'%@' (in '%@')";
"parser.flag" = "'%@'";
"parser.nonArgumentVariable" = "Internal error: %@ is not an argument (make it a static variable or a constant).";
"parser.missingArgument" = "Missing expected argument '%@'.";
"parser.missingOneOf" = "Missing one of: %@.";
"parser.invalidValueBecause" = "The value '%@' is invalid for '%@': %@";
"parser.invalidValueOneOfLines" = "The value '%@' is invalid for '%@'. Give one of:\n%@";
"parser.invalidValueOneOf" = "The value '%@' is invalid for '%@'. Give one of %@.";
"parser.invalidValue" = "The value '%@' is invalid for '%@'.";
"parser.invalidBecause" = "The value '%@' is invalid: %@";
"parser.invalidOneOfLines" = "The value '%@' is invalid. Give one of:\n%@";
"parser.invalidOneOf" = "The value '%@' is invalid. Give one of %@.";
"parser.invalid" = "The value '%@' is invalid.";
"parser.invalidOption" = "Invalid option: %@.";
"parser.missingSubcommand" = "A subcommand is missing.";
"parser.notParent" = "The command '%@' is not a parent of this command.";
"parser.internal" = "Internal error while reading the command line.";
"parser.shellUnknown" = "Cannot tell which shell this is.\nUse --generate-completion-script=<shell> with one of:\n    %@";
"parser.shellUnsupported" = "Cannot write completions for '%@'.\nUse --generate-completion-script=<shell> with one of:\n    %@";
"parser.position" = "position %@";
"help.helpCommand" = "Show subcommand help information.";

/* community (issue 22) */
"community.abstract" = "Find, try, copy, publish and govern plans on a community hub (interfit-hub).";
"community.discussion" = "Anyone can search, show, start and apply; an account (register, login) is needed to comment, like, save, publish, report and block. The hub is --hub URL, else the community.hub setting, else http://127.0.0.1:8787. Training never waits on the network: a workout starts only once the plan is here.\n\nExamples:\n  interfit community search hiit --duration 10-20\n  interfit community show 3f2a9c1b\n  interfit community apply 3f2a9c1b\n  interfit community start 3f2a9c1b --no-tui\n  interfit community login river_runner";
"option.hub" = "The hub to talk to (default: the community.hub setting, else http://127.0.0.1:8787).";
"option.insecure" = "Accept plain http:// to another machine (passwords and tokens cross the network readable).";
"community.post" = "The post: its id, or the start of one a listing here showed.";
"community.handle" = "A handle: 3–30 letters, digits, '_', '-' or '.'.";
"community.search.abstract" = "Search public posts: a compact table of title, author, sets×(work/rest), total, counts and tags.";
"community.search.discussion" = "Pages hold 20 posts; --more shows the next page of the last search. The last search is kept, so --offline shows it without the hub, with its age.\n\nExamples:\n  interfit community search hiit\n  interfit community search --duration 0-10 --ratio 2:1 --tag home --no-music\n  interfit community search --more\n  interfit community search --offline --json";
"community.search.text" = "Words over titles, tags and exercise names (all must match).";
"option.duration" = "Total time in minutes: 0-10, 10-20, 20-40 or 40+.";
"option.setsChip" = "Work sets over all rounds: 1-5, 6-10, 11-20 or 20+.";
"option.ratioChip" = "Work:rest ratio: 3:1, 2:1, 1:1, 1:2, 1:3 or work-only.";
"option.tag" = "A scene tag such as home, gym, running or quiet; repeat for several (all must match).";
"option.noMusicChip" = "Only plans that need no music.";
"option.sort" = "score (default: applies, saves, comments and likes, newer first) or new.";
"option.more" = "Show the next page of the last listing.";
"option.offline" = "Show the copy kept on this machine, without the hub.";
"option.json.listing" = "Print JSON: {hub, source, posts, hasMore, keptAt} with the hub's post objects.";
"community.search.alone" = "--more and --offline take no search words or chips: they continue or show the last search.";
"community.search.moreOffline" = "--more needs the hub; --offline shows only what is kept.";
"community.saved.abstract" = "List the posts you saved (signed in).";
"community.saved.discussion" = "Examples:\n  interfit community saved\n  interfit community saved --more";
"community.mine.abstract" = "List your own posts (signed in).";
"community.mine.discussion" = "Examples:\n  interfit community mine\n  interfit community mine --json";
"community.show.abstract" = "Show a post: the summary for anyone, the change note, notes and every segment when signed in.";
"community.show.discussion" = "Every shown post is kept, so --offline shows it later without the hub, with its age.\n\nExamples:\n  interfit community show 3f2a9c1b\n  interfit community show 3f2a9c1b --offline";
"option.json.post" = "Print JSON: {hub, post, keptAt} with the hub's post object.";
"community.apply.abstract" = "Copy a post's version into your plans (a fork): later changes by the author do not reach it.";
"community.apply.discussion" = "The copy gets a free name and records its origin (hub, post, version, content hash). Applying the same version again copies nothing, even after you renamed the plan.\n\nExample:\n  interfit community apply 3f2a9c1b && interfit plans list";
"option.json.apply" = "Print JSON: {outcome, planId, name, hub, postId, versionId, contentHash}.";
"community.start.abstract" = "Train a post's plan now without saving it (--keep also applies it).";
"community.start.discussion" = "The plan is fetched first; once the workout runs nothing waits on the hub. The start options adjust this session only; the post's music is not played.\n\nExamples:\n  interfit community start 3f2a9c1b\n  interfit community start 3f2a9c1b --rest 20 --no-tui\n  interfit community start 3f2a9c1b --keep";
"option.keep" = "Also copy the plan into your plans (as apply does) and record the session under it.";
"community.publish.abstract" = "Publish a plan's current content as a frozen version: preview, change note, who sees it.";
"community.publish.discussion" = "On a terminal it goes through the three steps; scripts give the flags and --yes. A published version never changes. Publishing the same content again answers with the post that has it.\n\nExamples:\n  interfit community publish legs\n  interfit community publish legs --note-chip harder --note \"Shorter rests\" --tag home --yes";
"option.noteChip" = "A change-note chip: beginner, harder, longer-rest, shorter or music; repeat for several.";
"option.note" = "The change note's line (at most 120 characters).";
"option.publishTag" = "A scene tag (lowercase letters, digits, -) to be found by; repeat for several.";
"option.private" = "Only you can see the post.";
"option.noComments" = "Turn comments off.";
"option.json.publish" = "Print JSON: {outcome: published, post} or {outcome: duplicate, existingId}.";
"community.publish.needsYes" = "publish asks before freezing a version, and there is no terminal to answer; nothing was published.\nFix: give the flags you want and --yes: interfit community publish %@ --yes";
"community.comment.abstract" = "Comment on a post (at most 1,000 characters), or remove a comment (comment rm ID).";
"community.comment.discussion" = "Examples:\n  interfit community comment 3f2a9c1b \"Great for mornings\"\n  interfit community comment rm 7c1e22aa";
"community.comment.add.abstract" = "Comment on a post (at most 1,000 characters; no control characters).";
"community.comment.add.discussion" = "Example:\n  interfit community comment 3f2a9c1b \"Great for mornings\"";
"community.comment.text" = "The comment; several words are joined with spaces.";
"community.comment.rm.abstract" = "Remove one of your comments, or any comment under your posts.";
"community.comment.rm.discussion" = "Example:\n  interfit community comment rm 7c1e22aa-…";
"community.comment.id" = "The comment's id, as interfit community comments shows it.";
"community.comments.abstract" = "Show a post's comments, oldest first.";
"community.comments.discussion" = "Example:\n  interfit community comments 3f2a9c1b";
"option.json.comments" = "Print JSON: {hub, postId, comments, hasMore}.";
"community.closeComments.abstract" = "Close the comments of one of your posts.";
"community.closeComments.discussion" = "Example:\n  interfit community close-comments 3f2a9c1b";
"community.openComments.abstract" = "Open the comments of one of your posts again.";
"community.openComments.discussion" = "Example:\n  interfit community open-comments 3f2a9c1b";
"community.like.abstract" = "Like a post.";
"community.like.discussion" = "Example:\n  interfit community like 3f2a9c1b";
"community.unlike.abstract" = "Take back your like of a post.";
"community.unlike.discussion" = "Example:\n  interfit community unlike 3f2a9c1b";
"community.save.abstract" = "Save a post to find it again (interfit community saved).";
"community.save.discussion" = "Example:\n  interfit community save 3f2a9c1b";
"community.unsave.abstract" = "Remove a post from your saved posts.";
"community.unsave.discussion" = "Example:\n  interfit community unsave 3f2a9c1b";
"community.report.abstract" = "Report a post, a comment or a user; prints the receipt.";
"community.report.discussion" = "Follow your reports with interfit community reports (received, in review, resolved: action taken / no action).\n\nExamples:\n  interfit community report post 3f2a9c1b --reason spam\n  interfit community report user someone --reason abuse --note \"Insults under my posts\"";
"community.report.kind" = "What is reported: post, comment or user.";
"community.report.target" = "The post or comment id, or the user's handle.";
"option.reason" = "spam, abuse, unsafe or other.";
"option.reportNote" = "A line for the hub's operators (at most 500 characters).";
"option.json.report" = "Print JSON: the report as the hub answered it (receipt, status, …).";
"community.reports.abstract" = "List your reports with their status.";
"community.reports.discussion" = "Example:\n  interfit community reports --json";
"option.json.reports" = "Print JSON: {hub, reports}.";
"community.block.abstract" = "Block a person: their posts and comments are gone for you, and they cannot comment on yours.";
"community.block.discussion" = "Example:\n  interfit community block someone";
"community.unblock.abstract" = "Unblock a person.";
"community.unblock.discussion" = "Example:\n  interfit community unblock someone";
"community.blocks.abstract" = "List the people you blocked.";
"community.blocks.discussion" = "Example:\n  interfit community blocks";
"option.json.blocks" = "Print JSON: {hub, blocks}.";
"community.register.abstract" = "Create an account (a handle and a password; no email) and sign in.";
"community.register.discussion" = "The password is asked twice without echo, or read from the first line of standard input with --password-stdin; it is never an option. Passwords: at least 10 characters.\n\nExamples:\n  interfit community register river_runner\n  printf '%s\\n' \"$PASSWORD\" | interfit community register river_runner --password-stdin";
"community.login.abstract" = "Sign in; the token is kept for this hub only ($XDG_CONFIG_HOME/interfit/credentials.json, mode 0600).";
"community.login.discussion" = "Examples:\n  interfit community login river_runner\n  interfit community login river_runner --hub https://hub.example --password-stdin < password.txt";
"option.passwordStdin" = "Read the password from the first line of standard input (for scripts).";
"community.password.noTerminal" = "There is no terminal to ask for the password.\nFix: pipe it in with --password-stdin (never as an option).";
"community.logout.abstract" = "Sign out: the hub ends the session and this machine forgets the token.";
"community.logout.discussion" = "Example:\n  interfit community logout";
"community.whoami.abstract" = "Show who you are signed in as on the hub.";
"community.whoami.discussion" = "Example:\n  interfit community whoami --json";
"option.json.whoami" = "Print JSON: {hub, signedIn, handle, expiresAt}.";
"community.resetId.abstract" = "Forget this install's anonymous id (anonymous applies are counted once per id).";
"community.resetId.discussion" = "Example:\n  interfit community reset-id";
"""#
}
