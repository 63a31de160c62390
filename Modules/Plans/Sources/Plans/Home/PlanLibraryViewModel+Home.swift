import Foundation
import Shared

extension PlanLibraryViewModel {
    /// What the keys mean now.
    public var keyState: PlanLibraryKeyState {
        if pendingDeletion != nil { return .asking }
        if exportEntry != nil { return .exporting }
        if isFiltering { return .filtering }
        return detail != nil ? .detail : .browsing
    }

    /// The plan actions apply to: the one shown in full, else the selected one.
    public var selectedPlan: Plan? { detail ?? window.selectedItem }

    /// Rows a page key moves by (the view's list height).
    public var pageRows: Int {
        get { window.pageRows }
        set { window.pageRows = newValue }
    }

    /// Lists one part of the library on the home: counted, and read a page at a time around the selection.
    public func loadWindow(_ filter: PlanListFilter) {
        isPaged = true
        setFilter(filter)
        refreshWindow(selecting: 0)
    }

    /// Reads the listed part again (after an action or an edit elsewhere), keeping the selection where it can.
    public func refreshWindow(selecting position: Int? = nil) {
        do {
            let count = try pageCount()
            try window.reset(count: count, selecting: position ?? window.selected) { request throws(RepositoryError) in
                try page(request)
            }
        } catch {
            notice = .failed(.storage(error))
        }
    }

    /// Carries out `intent`; returns what must happen beyond this screen, if anything.
    @discardableResult
    public func perform(_ intent: PlanLibraryIntent) -> PlanLibraryOutcome? {
        if case .type = intent {} else { notice = nil }
        switch intent {
        case .move(let move):
            do { try window.move(move) { request throws(RepositoryError) in try page(request) } } catch {
                notice = .failed(.storage(error))
            }
        case .section(let step):
            let all = PlanListFilter.allCases
            let index = all.firstIndex(of: filter) ?? 0
            loadWindow(all[(index + step + all.count) % all.count])
        case .startFilter:
            isFiltering = true
        case .type(let key):
            if var entry = exportEntry {
                _ = entry.edit(key)
                exportEntry = entry
            } else if query.edit(key) {
                refreshWindow(selecting: 0)
            }
        case .keepFilter:
            isFiltering = false
        case .clearFilter:
            isFiltering = false
            query.set("")
            refreshWindow(selecting: 0)
        case .toggleDetail:
            detail = detail == nil ? window.selectedItem : nil
        case .start:
            return selectedPlan.map(PlanLibraryOutcome.start)
        case .edit:
            return selectedPlan.map(PlanLibraryOutcome.edit)
        case .create:
            return .create
        case .versions:
            return selectedPlan.map(PlanLibraryOutcome.versions)
        case .copy:
            guard let plan = selectedPlan else { return nil }
            act { () throws(PlanLibraryError) in .copied(plan, to: try copy(plan)) }
        case .toggleFavorite:
            guard let plan = selectedPlan else { return nil }
            let change: PlanFlagChange = plan.isFavorite ? .unfavorite : .favorite
            act { () throws(PlanLibraryError) in .flagged(change, try apply(change, to: plan)) }
        case .toggleArchive:
            guard let plan = selectedPlan else { return nil }
            let change: PlanFlagChange = plan.isArchived ? .unarchive : .archive
            act { () throws(PlanLibraryError) in .flagged(change, try apply(change, to: plan)) }
        case .delete:
            guard let plan = selectedPlan else { return nil }
            do {
                pendingDeletion = PlanDeletionQuestion(plan: plan, versionCount: try versions(of: plan).count)
            } catch {
                notice = .failed(error)
            }
        case .export:
            guard let plan = selectedPlan else { return nil }
            exportEntry = TextEntry(Self.exportFileName(plan.name), maximumLength: 4096)
        case .confirm:
            if let question = pendingDeletion {
                pendingDeletion = nil
                detail = nil
                act { () throws(PlanLibraryError) in
                    try delete(question.plan)
                    return .deleted(question.plan)
                }
            } else if let entry = exportEntry, let plan = selectedPlan {
                exportEntry = nil
                let path = entry.text.trimmingSpaces()
                guard !path.isEmpty else { return nil }
                do {
                    return .export(try exportDocument(plan), plan: plan, path: path)
                } catch {
                    notice = .failed(error)
                }
            }
        case .cancel:
            if let question = pendingDeletion { notice = .kept(question.plan) }
            (pendingDeletion, exportEntry) = (nil, nil)
        }
        return nil
    }

    /// The caller wrote (or failed to write) the file an export asked for.
    public func exportFinished(name: String, path: String, failure: UserFileError?) {
        notice = failure.map(PlanLibraryNotice.exportFailed) ?? .exported(name: name, to: path)
    }

    /// Saves the editor's plan and publishes it: every save is a new immutable version (nothing new if unchanged).
    @discardableResult
    public func save(_ editor: PlanEditorViewModel) throws(PlanEditorError) -> (Plan, PlanPublishOutcome) {
        let plan = try editor.save()
        let outcome: PlanPublishOutcome
        do { outcome = try publish(plan) } catch {
            guard case .storage(let storage) = error else { throw .storage(.storage(detail: "\(error)")) }
            throw .storage(storage)
        }
        notice = .saved(plan, outcome)
        refreshWindow()
        return (plan, outcome)
    }

    /// A file name for a plan's export in the working folder: its name without path separators, then `.json`.
    public nonisolated static func exportFileName(_ name: String) -> String {
        var safe = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
                    ? "-" : Character(scalar)
            }
        ).trimmingSpaces()
        if safe.isEmpty || safe.hasPrefix(".") || safe.hasPrefix("-") { safe = "plan " + safe }
        return safe + ".json"
    }

    /// Runs one library action, keeping its notice (or failure), then lists the part again.
    private func act(_ action: () throws(PlanLibraryError) -> PlanLibraryNotice) {
        do { notice = try action() } catch { notice = .failed(error) }
        if let shown = detail { detail = (try? stored(id: shown.id)) ?? nil }
        refreshWindow()
    }
}
