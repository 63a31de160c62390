import Foundation
import Plans
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// Every plan command sentence as exact text, and failures that never leak Swift details.
/// 各计划命令语句的逐字输出，以及不泄露 Swift 细节的失败说明。
@Suite struct PlanMessagesTests {
    private let legs = PlanFixtures.plan(1, "Legs")
    private let version = PlanFixtures.version

    private func outcomes(_ messages: PlanMessages) -> String {
        [
            messages.created(legs), messages.updated(legs),
            messages.copied(legs, to: PlanFixtures.plan(2, "Legs (2)")), messages.deleted(legs),
            messages.favorited(legs), messages.unfavorited(legs), messages.archived(legs), messages.unarchived(legs),
            messages.published(.published(version), plan: legs), messages.published(.unchanged(version), plan: legs),
            messages.noVersions(legs), messages.exported(legs, to: "legs.json"), messages.imported(.added(legs)),
            messages.imported(.alreadyInLibrary(legs)),
            messages.longWarning(PlanContent(setsCount: 99, workSeconds: 120, restSeconds: 0)),
            messages.deleteQuestion(legs, versionCount: 0), messages.deleteQuestion(legs, versionCount: 1),
            messages.deleteQuestion(legs, versionCount: 2), messages.nothingDeleted,
        ].joined(separator: "\n")
    }

    @Test func outcomesInEnglish() {
        #expect(
            outcomes(PlanMessages(language: .english)) == """
                Created Legs — 8×(20/10) = 3:50 (id abcdef11).
                Updated Legs — 8×(20/10) = 3:50.
                Copied Legs to Legs (2) (id abcdef12).
                Deleted Legs and its versions. Past sessions keep their own copy.
                Legs is now a favorite.
                Legs is no longer a favorite.
                Archived Legs. See it with: interfit plans list --archived
                Legs is back in the library.
                Published Legs as version 2.
                Legs is unchanged since version 2; nothing was published.
                Legs has no versions yet. Publish one with: interfit plans publish abcdef11
                Exported Legs to legs.json.
                Imported Legs — 8×(20/10) = 3:50 (id abcdef11).
                Already in your library as Legs (id abcdef11); nothing was added.
                Note: this plan runs 3:18:00, longer than two hours.
                Delete Legs? y = yes, any other key = no
                Delete Legs and its version? y = yes, any other key = no
                Delete Legs and its 2 versions? y = yes, any other key = no
                Nothing was deleted.
                """)
    }

    @Test func outcomesInChinese() {
        #expect(
            outcomes(PlanMessages(language: .simplifiedChinese)) == """
                已创建 Legs — 8×(20/10) = 3:50（编号 abcdef11）。
                已更新 Legs — 8×(20/10) = 3:50。
                已将 Legs 复制为 Legs (2)（编号 abcdef12）。
                已删除 Legs 及其版本。已完成的训练记录保留各自的副本。
                Legs 已加入收藏。
                Legs 已取消收藏。
                已归档 Legs。查看：interfit plans list --archived
                Legs 已恢复到计划库。
                已将 Legs 发布为第 2 版。
                Legs 自第 2 版以来没有变化，未发布新版本。
                Legs 还没有版本。发布一个：interfit plans publish abcdef11
                已将 Legs 导出到 legs.json。
                已导入 Legs — 8×(20/10) = 3:50（编号 abcdef11）。
                计划库中已有相同计划：Legs（编号 abcdef11），没有添加。
                提示：此计划时长 3:18:00，超过两小时。
                删除 Legs？y = 是，其他任意键 = 否
                删除 Legs 及其 1 个版本？y = 是，其他任意键 = 否
                删除 Legs 及其 2 个版本？y = 是，其他任意键 = 否
                没有删除任何内容。
                """)
    }

    @Test func shapeProblemsAndFlagChangesInBothLanguages() {
        let english = PlanMessages(language: .english)
        #expect(
            english.shapeProblem(.conflicting("--work", "--total"))
                == "--work cannot be combined with --total.\nFix: use either --work/--rest or --total with --ratio or --intensity."
        )
        #expect(english.shapeProblem(.missing(["--work", "--rest"])).hasPrefix("Missing --work, --rest.\nFix:"))
        let chinese = PlanMessages(language: .simplifiedChinese)
        #expect(chinese.shapeProblem(.missing(["--total"])).hasPrefix("缺少 --total。"))
        #expect(
            PlanFlagChange.allCases.map { english.changed($0, legs) } == [
                english.favorited(legs), english.unfavorited(legs), english.archived(legs), english.unarchived(legs),
            ])
    }

    @Test func storedNamesAreShownEscaped() {
        let evil = PlanFixtures.plan(3, "Legs\u{1B}[2J")
        let messages = PlanMessages(language: .english)
        #expect(messages.deleted(evil) == "Deleted Legs\\u{1B}[2J and its versions. Past sessions keep their own copy.")
        #expect(
            messages.deleteQuestion(evil, versionCount: 3)
                == "Delete Legs\\u{1B}[2J and its 3 versions? y = yes, any other key = no")
        #expect(
            messages.message(.notFound(reference: "x\u{1B}[31m"))
                == "No plan matches \"x\\u{1B}[31m\".\nFix: run `interfit plans list --all` for names and ids, or "
                + "`interfit templates` for built-in plans.")
    }

    @Test func ambiguityListsFiveCandidatesByNameAndIdThenCounts() {
        let candidates = (1...7).map { PlanFixtures.plan($0, "Leg \($0)") }
        let error = PlanLibraryError.ambiguous(reference: "leg", candidates: candidates)
        #expect(
            PlanMessages(language: .english).message(error) == """
                "leg" matches several plans: Leg 1 (abcdef11), Leg 2 (abcdef12), Leg 3 (abcdef13), \
                Leg 4 (abcdef14), Leg 5 (abcdef15), 2 more.
                Fix: type the full name or a longer id prefix.
                """)
        #expect(
            PlanMessages(language: .simplifiedChinese).message(
                .ambiguous(reference: "leg", candidates: [candidates[0]]))
                == "“leg”匹配到多个计划：Leg 1（abcdef11）。\n改法：输入完整名称或更长的编号前缀。")
    }

    @Test func fileProblemsArePhrasedInEachLanguage() {
        let problems: [PlanFileProblem] = [
            .notJSON, .notAnObject, .missingField("setsCount"), .wrongType(path: "exercises[1]"),
            .invalidValue(path: "versionId"), .invalidValue(path: ""),
            .tooLarge(maximumBytes: 1_048_576, actual: 2_000_000),
        ]
        #expect(
            problems.map(PlanMessages(language: .english).reason) == [
                "not valid JSON", "not a JSON object", "missing field \"setsCount\"",
                "wrong type for field \"exercises[1]\"", "invalid value for field \"versionId\"",
                "a value that does not fit its field", "2000000 bytes; plan files are at most 1048576 bytes",
            ])
        #expect(
            problems.map(PlanMessages(language: .simplifiedChinese).reason) == [
                "不是有效的 JSON", "不是 JSON 对象", "缺少字段“setsCount”", "字段“exercises[1]”的类型不对",
                "字段“versionId”的值无效", "有字段的值无法使用", "2000000 字节，计划文件最多 1048576 字节",
            ])
    }

    @Test func fileFailuresNameTheFileAndTheFix() {
        let english = PlanMessages(language: .english)
        #expect(
            english.message(.badFile(.unreadable(.notJSON), file: "legs.json")) == """
                legs.json is not a valid Interfit plan file (not valid JSON); nothing was imported.
                Fix: export the plan again with `interfit plans export`, or correct the file.
                """)
        #expect(
            english.message(.badFile(.newerFormat(found: 7, supported: 1), file: "-")) == """
                Standard input uses plan file format 7, but this Interfit reads up to 1; nothing was imported.
                Fix: update Interfit.
                """)
        let issues = [
            PlanValidationIssue(field: .setsCount, problem: .outOfRange(allowed: 1...99, actual: 500)),
            PlanValidationIssue(field: .name, problem: .blank),
        ]
        #expect(
            english.message(.badFile(.invalidPlan(issues: issues), file: "legs.json")) == """
                legs.json holds an invalid plan; nothing was imported:
                  $.setsCount: must be between 1 and 99 (got 500).
                  $.name: must not be only spaces.
                """)
        #expect(
            PlanMessages(language: .simplifiedChinese).message(.badFile(.unreadable(.notJSON), file: "legs.json"))
                == """
                legs.json 不是有效的 Interfit 计划文件（不是有效的 JSON），没有导入任何内容。
                改法：用 `interfit plans export` 重新导出，或修正该文件。
                """)
    }

    @Test func realDecodingFailuresNeverLeakSwiftDetails() {
        let samples = [
            "{ nope", "[]", #"{"formatVersion": 1}"#, #"{"formatVersion": 1, "name": 5}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 8, "workSeconds": 1e400}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 8, "workSeconds": 20, "versionId": 12}"#,
        ]
        for language in AppLanguage.allCases {
            let messages = PlanMessages(language: language)
            for sample in samples {
                do {
                    _ = try PlanExchangeDocument.decode(Data(sample.utf8))
                    Issue.record("accepted \(sample)")
                } catch {
                    let text = messages.message(.badFile(error, file: "plan.json"))
                    for leak in ["DecodingError", "NSCocoaErrorDomain", "CodingKeys", "Swift.", "Optional("] {
                        #expect(!text.contains(leak), "\(sample): \(text)")
                    }
                }
            }
        }
        let english = PlanMessages(language: .english)
        #expect(throws: PlanFileError.self) { try PlanExchangeDocument.decode(Data("{ nope".utf8)) }
        do {
            _ = try PlanExchangeDocument.decode(Data(#"{"formatVersion": 1, "name": 5}"#.utf8))
        } catch {
            #expect(
                english.message(.badFile(error, file: "x.json"))
                    == "x.json is not a valid Interfit plan file (wrong type for field \"name\"); nothing was imported."
                    + "\nFix: export the plan again with `interfit plans export`, or correct the file.")
        }
    }

    @Test func editorFailuresListEachIssueWithItsFixIndented() {
        let issues = [
            PlanValidationIssue(field: .name, problem: .nameTaken(existing: "Legs")),
            PlanValidationIssue(field: .totalSeconds, problem: .totalTooLong(maximumSeconds: 20_700, actual: 360_000)),
            PlanValidationIssue(field: .ratio, problem: .invalidRatio(.zeroWork)),
        ]
        #expect(
            PlanMessages(language: .english).message(
                PlanEditorError.invalid(issues, source: .commandLine(nameArgument: "NAME"))) == """
                    The plan is not valid; nothing was saved:
                      NAME: "Legs" is already taken (names are unique ignoring case).
                      Fix: choose another name, or edit that plan.
                      --total: too long for these sets at this ratio (work and rest may be at most 30:00 each); \
                    use at most 5:45:00 (got 100:00:00), or more sets.
                      --ratio: the work part must be at least 1 (a ratio of 0:R would leave nothing to train).
                    """)
        #expect(
            PlanMessages(language: .simplifiedChinese).message(
                PlanEditorError.invalid(Array(issues.prefix(1)), source: .commandLine(nameArgument: "--name"))) == """
                    计划无效，没有保存：
                      --name：“Legs”已被使用（名称不区分大小写且必须唯一）。
                      改法：换一个名称，或编辑那个计划。
                    """)
    }

    @Test func storageFailuresUseTheRepositorySentence() {
        let english = PlanMessages(language: .english)
        let busy = RepositoryError.busy(path: "/data/interfit.sqlite")
        #expect(english.message(PlanEditorError.storage(busy)) == RepositoryErrorText(language: .english).message(busy))
        #expect(
            english.message(PlanLibraryError.storage(busy)) == RepositoryErrorText(language: .english).message(busy))
    }

    @Test func eachFailureEndsWithItsDocumentedStatusAndPhrasesItself() {
        let busy = RepositoryError.busy(path: "/x")
        let cases: [(any UserFacingError, ProcessExitStatus)] = [
            (PlanLibraryError.notFound(reference: "x"), .usage),
            (PlanLibraryError.ambiguous(reference: "x", candidates: []), .usage),
            (PlanLibraryError.badFile(.unreadable(.notJSON), file: "x.json"), .badInputFile),
            (PlanLibraryError.storage(busy), .ioError),
            (PlanEditorError.invalid([], source: .form), .usage),
            (PlanEditorError.storage(busy), .ioError),
            (PlanShapeProblem.missing(["--sets"]), .usage),
        ]
        for (error, status) in cases {
            #expect(error.exitStatus == status, "\(error)")
            #expect(!error.message(in: .english).isEmpty && !error.message(in: .simplifiedChinese).isEmpty)
        }
        #expect(
            PlanLibraryError.notFound(reference: "x").message(in: .english)
                == PlanMessages(language: .english).message(.notFound(reference: "x")))
    }

    @Test func formProblemsNameTheFieldsByTheirLabels() {
        let issue = PlanValidationIssue(field: .setsCount, problem: .outOfRange(allowed: 1...99, actual: 0))
        #expect(
            PlanIssueText(language: .english, source: .form).describe(issue)
                == "Sets: must be between 1 and 99 (got 0).")
        #expect(PlanIssueText(language: .simplifiedChinese, source: .form).describe(issue).hasPrefix("组数："))
        #expect(
            PlanIssueText.jsonPath(PlanValidationIssue(field: .exercises, index: 2, problem: .blank))
                == "$.exercises[2]")
    }
}
