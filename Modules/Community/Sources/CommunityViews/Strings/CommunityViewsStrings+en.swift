// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension CommunityViewsStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* Column headings */
"label.id" = "ID";
"label.title" = "TITLE";
"label.author" = "AUTHOR";
"label.sets" = "SETS";
"label.total" = "TOTAL";
"label.applies" = "APPLY";
"label.saves" = "SAVE";
"label.comments" = "CMT";
"label.likes" = "LIKE";
"label.tags" = "TAGS";
"label.receipt" = "RECEIPT";
"label.about" = "ABOUT";
"label.reason" = "REASON";
"label.status" = "STATUS";
"label.filed" = "FILED";
"label.handle" = "HANDLE";
"label.since" = "SINCE";
"list.separator" = ", ";

/* Listings */
"list.empty.search" = "No posts match. Try fewer words or chips: interfit community search";
"list.empty.saved" = "You have saved no posts yet. Save one with: interfit community save POST";
"list.empty.mine" = "You have published no posts yet. Publish a plan with: interfit community publish PLAN";
"list.more" = "More: interfit community %@ --more";
"list.kept.search" = "Offline copy of the last search on %@, fetched %@ ago.";
"list.kept.saved" = "Offline copy of your saved posts on %@, fetched %@ ago.";
"list.kept.mine" = "Offline copy of your posts on %@, fetched %@ ago.";
"age.seconds" = "less than a minute";
"age.minutes" = "%@ min";
"age.hours" = "%@ h";
"age.days" = "%@ days";

/* community show */
"show.by" = "by %@";
"show.visibility.public" = "public";
"show.visibility.private" = "only me";
"show.comments.on" = "comments on";
"show.comments.off" = "comments off";
"show.tags" = "Tags";
"show.counts" = "Counts";
"count.all" = "%@ applied · %@ saved · %@ comments · %@ likes";
"show.noMusic" = "Needs no music.";
"show.change" = "Change note";
"show.notes" = "Notes";
"show.you" = "You";
"show.liked" = "like it";
"show.saved" = "saved it";
"show.sets" = "Sets";
"show.work" = "Work";
"show.rest" = "Rest";
"show.warmup" = "Warm-up";
"show.cooldown" = "Cool-down";
"show.rounds" = "Rounds";
"show.roundRest" = "Round rest";
"show.exercises" = "Exercises";
"show.total" = "Total";
"show.contentHash" = "Content hash";
"show.timeline" = "Timeline";
"show.more" = "… +%@ more";
"show.signIn" = "Sign in to see the change note, the notes and every segment: interfit community login HANDLE";
"show.kept" = "Offline copy, fetched %@ ago.";
"show.next" = "Try it: interfit community start %@ · keep it: interfit community apply %@";
"chip.beginner" = "beginner-friendly";
"chip.harder" = "harder";
"chip.longer-rest" = "longer rest";
"chip.shorter" = "shorter";
"chip.music" = "better music switching";

/* Apply and start */
"apply.applied" = "Copied into your plans as \"%@\": later changes by the author do not reach it.";
"apply.alreadyApplied" = "This version is already applied as \"%@\": nothing was copied.";
"apply.alreadyInLibrary" = "Your plans already hold this training as \"%@\": nothing was copied.";
"apply.next" = "Train it with: interfit start \"%@\"";

/* Reactions and comments */
"react.liked" = "Liked post %@.";
"react.unliked" = "Took back your like of post %@.";
"react.saved" = "Saved post %@. Your saved posts: interfit community saved";
"react.unsaved" = "Removed post %@ from your saved posts.";
"comments.closed" = "Comments on post %@ are now closed.";
"comments.opened" = "Comments on post %@ are now open.";
"comment.added" = "Comment %@ added to post %@.";
"comment.removed" = "Comment %@ removed.";
"comments.empty" = "No comments on post %@ yet.";
"comments.more" = "Showing the first %@ comments.";
"comments.heading" = "Comments on post %@";

/* Reports and blocks */
"report.receipt" = "Report received. Receipt: %@ (status: %@). Follow it with: interfit community reports";
"reports.empty" = "You have filed no reports.";
"status.received" = "received";
"status.in-review" = "in review";
"status.resolved" = "resolved";
"outcome.action-taken" = "resolved: action taken";
"outcome.no-action" = "resolved: no action";
"reason.spam" = "spam";
"reason.abuse" = "abuse";
"reason.unsafe" = "unsafe";
"reason.other" = "other";
"target.post" = "post %@";
"target.comment" = "comment %@";
"target.user" = "user %@";
"reports.note" = "Note from the hub on %@: %@";
"block.done" = "Blocked %@: their posts and comments are gone for you, and they cannot comment on your posts.";
"block.undone" = "Unblocked %@.";
"blocks.empty" = "You have blocked no one.";

/* Account */
"account.registered" = "Registered %@ on %@ and signed in (until %@).";
"account.signedIn" = "Signed in to %@ as %@ (until %@).";
"account.signedOut" = "Signed out of %@ (%@).";
"account.forgottenHere" = "Forgot the sign-in of %@ on this machine; %@ could not be told, so the session ends there when it expires.";
"account.notSignedIn" = "Not signed in to %@. Sign in with: interfit community login HANDLE";
"account.whoami" = "%@ on %@ (signed in until %@).";
"account.installReset" = "Forgot this install's anonymous id: the next anonymous apply counts as a new install.";
"account.insecure" = "warning: %@ is plain HTTP to another machine: what you send (passwords, your token) crosses the network readable.";
"prompt.password" = "Password: ";
"prompt.passwordAgain" = "Password again: ";

/* Publish */
"publish.step1" = "Step 1 of 3 · the version to publish";
"publish.frozen" = "A published version never changes: later edits of \"%@\" need a new post.";
"publish.confirm" = "Publish this version? [y/N]";
"publish.step2" = "Step 2 of 3 · the change note";
"publish.chipsPrompt" = "Chips (beginner, harder, longer-rest, shorter, music), separated by commas, or Enter for none: ";
"publish.linePrompt" = "One line of at most 120 characters, or Enter for none: ";
"publish.step3" = "Step 3 of 3 · who sees it";
"publish.visibilityPrompt" = "Public (anyone can find it) or only you? [P/o]";
"publish.commentsPrompt" = "Comments on? [Y/n]";
"publish.published" = "Published \"%@\" as post %@ (%@, %@).";
"publish.duplicate" = "You already published this content: post %@. See it with: interfit community show %@";
"publish.cancelled" = "Nothing was published.";
"publish.badChip" = "Unknown chip \"%@\": use beginner, harder, longer-rest, shorter or music.";

/* Errors: input */
"field.post" = "The post id";
"field.comment" = "The comment id";
"field.commentText" = "The comment";
"field.handle" = "The handle";
"field.password" = "The password";
"field.search" = "The search text";
"field.tag" = "A tag";
"field.note" = "The change note";
"field.reportNote" = "The report's note";
"field.title" = "The title";
"input.empty" = "%@ is empty.";
"input.tooShort" = "%@ is too short: at least %@ characters.";
"input.tooLong" = "%@ has %@ characters; at most %@ are allowed.";
"input.tooLongBytes" = "%@ has %@ bytes; at most %@ are allowed.";
"input.tooManyTags" = "%@ list has %@ entries; at most %@ are allowed.";
"input.controls" = "%@ \"%@\" contains control or escape characters.";
"input.controlsHidden" = "%@ contains control characters.";
"input.characters.id" = "%@ \"%@\" may hold only letters A–Z, digits, '_', '-' and '.'.";
"input.characters.handle" = "%@ \"%@\" may hold only letters, digits, '_', '-' and '.', e.g. river_runner.";
"input.characters.tag" = "%@ \"%@\" may hold only letters, digits and '-', e.g. home or quiet.";
"input.mismatch" = "The two passwords differ.";
"fix.post" = "Fix: use an ID that interfit community search shows.";
"fix.comment" = "Fix: use an ID that interfit community comments POST shows.";
"fix.handle" = "Fix: use 3–30 letters, digits, '_', '-' or '.'.";
"fix.password" = "Fix: use at least 10 characters and at most 72 bytes, without control characters.";
"fix.text" = "Fix: write plain text within the limit.";
"fix.tag" = "Fix: use 1–24 letters, digits or '-' per tag, and at most 5 tags.";
"fix.mismatch" = "Fix: type the same password twice.";

/* Errors: the hub */
"hub.refused" = "Cannot reach the hub at %@: nothing answers there.\nFix: start it (interfit-hub serve), or check the address: --hub URL, or interfit settings set community.hub URL.";
"hub.connectTimeout" = "The hub at %@ did not accept a connection within 2 seconds.\nFix: check the network and the address: --hub URL, or interfit settings set community.hub URL.";
"hub.unknownHost" = "The hub at %@ cannot be found: its host name has no address.\nFix: check the address (--hub URL, or interfit settings set community.hub URL) and the network.";
"hub.secure" = "Cannot open a secure connection to the hub at %@: %@.\nFix: check the address and the hub's certificate; HTTPS needs OpenSSL (libssl) installed.";
"hub.notAnswering" = "The hub at %@ accepted the connection but did not answer within 2 seconds.\nFix: check that the address is an interfit hub that is running (interfit-hub serve); try again later.";
"hub.timedOut" = "The hub at %@ accepted the connection but gave no complete answer within 10 seconds.\nFix: try again later; if it keeps happening, tell the hub's operator.";
"hub.rateLimited" = "The hub at %@ refused: too many requests. It says: %@";
"hub.retry" = "Try again in %@.";
"hub.retryLater" = "Try again later.";
"hub.seconds" = "%@ seconds";
"hub.minutes" = "%@ minutes";
"hub.unauthorized" = "The hub at %@ does not accept your sign-in (missing, expired or revoked).\nFix: interfit community login HANDLE";
"hub.failed" = "The hub at %@ failed (HTTP %@).\nFix: try again later; if it keeps failing, tell the hub's operator.";
"hub.failedSaying" = "The hub at %@ failed (HTTP %@): %@\nFix: try again later; if it keeps failing, tell the hub's operator.";
"hub.notFound" = "The hub at %@ has no such thing, or hides it from you: %@\nFix: check the ID (interfit community search lists posts).";
"hub.forbidden" = "The hub at %@ does not allow this: %@";
"hub.handleTaken" = "That handle is taken on %@.\nFix: choose another one.";
"hub.invalid" = "The hub at %@ refused the request: %@";
"hub.invalidField" = "The hub at %@ refused the request (%@): %@";
"hub.badAnswer" = "The hub at %@ answered something this program cannot read (HTTP %@).\nFix: check that the address is an interfit hub (interfit-hub serve).";
"hub.badAnswerNoStatus" = "The hub at %@ sent an answer this program cannot read.\nFix: check that the address is an interfit hub (interfit-hub serve).";

/* Errors: this machine */
"error.notSignedIn" = "This needs an account on %@, and you are not signed in there.\nFix: interfit community login HANDLE (or interfit community register HANDLE).";
"error.badHub" = "\"%@\" is not a hub address.\nFix: use http://HOST[:PORT] or https://HOST[:PORT], e.g. http://127.0.0.1:8787 (--hub URL, or interfit settings set community.hub URL).";
"error.insecure" = "%@ is plain HTTP to another machine: your password and token would cross the network readable.\nFix: use an https:// address, or pass --insecure if you accept that.";
"error.notCachedSearch" = "No listing of %@ is kept on this machine to show offline.\nFix: run it once while the hub is reachable.";
"error.notCachedPost" = "Post %@ of %@ is not kept on this machine.\nFix: show it once while the hub is reachable.";
"error.noMorePages" = "There is no further page.\nFix: start again: interfit community search [TEXT]";
"error.fileOpen" = "%@ may be read by other users (mode %@): it holds your sign-in, so it is not used.\nFix: chmod 600 %@";
"error.fileSystem" = "Cannot use %@ (%@).\nFix: check the permissions of its folder and the free space.";
"error.fileDamaged" = "%@ is not a file this program wrote.\nFix: move it away; you will have to sign in again.";
"error.fileNotAFile" = "%@ is not a regular file.\nFix: move it away.";
"error.planNotFound" = "No plan \"%@\" in your library.\nFix: see your plans with: interfit plans list";
"error.planAmbiguous" = "\"%@\" matches several plans: %@.\nFix: type more of the name, or its id.";
"error.invalidPlan" = "The plan of post %@ is not a valid plan (%@): nothing was saved or trained.\nFix: report it: interfit community report post %@ --reason other";
"error.invalidTitle" = "Plan \"%@\" cannot be published: its name and content must be valid plan values.\nFix: see what to change with: interfit plans show \"%@\"";
"""#
}
