import Foundation
import Observation
import Shared

/// Turns what `start` was given (plan, template or options, plus adjustments) into a session snapshot and cue settings.
/// 把 `start` 收到的内容（计划、模板或选项，以及调整）转换为会话快照与提示设置。
@MainActor
@Observable
public final class TrainSetupViewModel {
    @ObservationIgnored private let plans: (any PlanRepository)?
    @ObservationIgnored private let versions: (any PlanVersionRepository)?
    @ObservationIgnored private let settings: (any SettingsRepository)?
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let language: AppLanguage

    /// `plans` and `settings` are nil when the database cannot be read (templates and ad-hoc still run).
    public init(
        plans: (any PlanRepository)?, versions: (any PlanVersionRepository)? = nil,
        settings: (any SettingsRepository)?, clock: any WallClock, language: AppLanguage
    ) {
        self.plans = plans
        self.versions = versions
        self.settings = settings
        self.clock = clock
        self.language = language
    }

    /// The workout `request` asks for, validated; a plan's exact name wins over a template, a template over prefixes.
    public func prepare(_ request: TrainSetupRequest) throws(TrainSetupError) -> TrainSetup {
        var name: String
        var content: PlanContent
        var plan: Plan?
        var templateId: String?
        if let reference = request.reference {
            let saved = (try? plans?.fetch(.all)) ?? []
            switch PlanReference.resolve(reference, in: saved, templates: PlanTemplate.builtIn) {
            case .plan(let found):
                plan = found
                name = found.name
                content = found.content
            case .template(let template):
                templateId = template.id
                name = template.name(in: language)
                content = template.content
            case .ambiguous(let candidates):
                throw .ambiguous(reference: reference, candidates: candidates)
            case .none:
                // An old version by its id: trained as it was frozen, recorded under its plan.
                guard let version = version(idPrefix: reference) else { throw .notFound(reference: reference) }
                plan = saved.first { $0.id == version.planId }
                name = version.name
                content = version.content
            }
        } else {
            let missing = [("--sets", request.shape.sets), ("--work", request.shape.workSeconds)]
                .filter { $0.1 == nil }.map(\.0)
            guard missing.isEmpty else { throw .missingOptions(missing) }
            name = PlanSnapshot.adHocName(in: language)
            content = PlanContent(setsCount: 1, workSeconds: 10, restSeconds: 0)
        }
        let stored = (try? settings?.storedValues()) ?? [:]
        let planMusic = content.music
        content = request.shape.applied(to: content)
        content.music = SettingKey.musicSettings(from: stored).soundtrack(plan: planMusic, session: request.shape.music)
        let issues = PlanRules.validate(name: name, content: content).filter { $0.field != .name }
        guard issues.isEmpty else { throw .invalid(issues) }
        let snapshot = PlanSnapshot(
            planId: plan?.id, templateId: templateId, name: name, content: content, takenAt: clock.now(),
            isAdjusted: !request.shape.isEmpty && request.reference != nil)
        let cues = SettingKey.cueSettings(from: stored).resolved(
            plan: plan?.cueSettings ?? CueSettingsOverride(), session: request.cues)
        return TrainSetup(snapshot: snapshot, plan: plan, cueSettings: cues)
    }

    /// The one version whose id starts with `reference` (4 or more hex digits), if any.
    private func version(idPrefix reference: String) -> PlanVersion? {
        let key = reference.trimmingSpaces().lowercased()
        guard key.count >= 4, key.allSatisfy({ $0.isHexDigit || $0 == "-" }),
            let matches = try? versions?.versions(idPrefix: key, limit: 2), matches.count == 1
        else { return nil }
        return matches[0]
    }

    /// The templates, then up to `recent` recently used plans: what `start` offers when asked for nothing.
    public func choices(recent: Int) -> [TrainChoice] {
        let plans = ((try? self.plans?.fetch(.recent)) ?? []).prefix(max(0, recent))
        return PlanTemplate.builtIn.map(TrainChoice.template) + plans.map(TrainChoice.plan)
    }

    /// The home's Train list: templates, then favorites and recent plans (each once), named with `query`.
    public func choices(recent: Int, favorites: Int, matching query: String) -> [TrainChoice] {
        let templates = PlanTemplate.builtIn.filter { template in
            PlanRules.nameContains(template.name(in: language), query) || PlanRules.nameContains(template.id, query)
        }
        let favorite =
            (try? plans?.fetch(.favorites, matching: query, offset: 0, limit: max(0, favorites))) ?? []
        // Recently used favorites are already listed: read enough to fill `recent` with the others.
        let others =
            (try? plans?.fetch(.recent, matching: query, offset: 0, limit: max(0, recent) + favorite.count)) ?? []
        let recentPlans = others.filter { !$0.isFavorite || !favorite.contains($0) }.prefix(max(0, recent))
        return templates.map(TrainChoice.template) + favorite.map(TrainChoice.plan) + recentPlans.map(TrainChoice.plan)
    }

    /// The cue settings for continuing a journalled workout: the stored defaults with its plan's overrides.
    public func cueSettings(for snapshot: PlanSnapshot) -> CueSettings {
        let plan = snapshot.planId.flatMap { id in try? plans?.fetch(id: id) }
        let stored = (try? settings?.storedValues()) ?? [:]
        return SettingKey.cueSettings(from: stored).resolved(
            plan: plan?.cueSettings ?? CueSettingsOverride(), session: CueSettingsOverride())
    }
}
