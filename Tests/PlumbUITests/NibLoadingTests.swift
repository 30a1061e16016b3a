import Foundation
import Testing
@testable import PlumbUI

/// Nibs: UIKit's messages for a nib that is not there, and what stands in for its views.
@MainActor @Suite struct NibLoadingTests {
    let mainBundle = "NSBundle <\(Bundle.main.bundlePath)> (loaded)"

    @Test func aNibLoadsNothingUntilInstantiatedThenReportsUIKitsMessage() {
        let (nib, created) = LayoutDiagnostics.collect { UINib(nibName: "ProfileView", bundle: nil) }
        #expect(created.isEmpty)
        let (objects, messages) = LayoutDiagnostics.collect { nib.instantiate(withOwner: nil, options: nil) }
        #expect(objects.isEmpty)
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(mainBundle)' with name 'ProfileView'' (Plumb has no nibs; it reports it and returns no objects.)"
            ])
        let data = UINib(data: Data([1, 2, 3]), bundle: nil)
        let fromData = LayoutDiagnostics.collect {
            data.instantiate(withOwner: self, options: [.externalObjects: [String: Any]()])
        }
        #expect(fromData.0.isEmpty)
        #expect(
            fromData.1.map(\.message) == [
                "Plumb: a UINib made from data (3 bytes) cannot be instantiated: Plumb decodes no nib archives; it returns no objects."
            ])
        #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
    }

    @Test func aControllerWithANibNameReportsTheMissingNibWhenItsViewLoads() {
        let bundle = Bundle(path: "/tmp") ?? Bundle.main
        let (vc, created) = LayoutDiagnostics.collect {
            UIViewController(nibName: "ProfileViewController", bundle: bundle)
        }
        #expect(created.isEmpty)
        let (view, messages) = LayoutDiagnostics.collect { vc.view }
        #expect(view?.frame == rect(0, 0, 375, 667))
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name 'ProfileViewController'' (Plumb has no nibs; it reports it and makes a plain view.)"
            ])
        let (_, withoutNib) = LayoutDiagnostics.collect { UIViewController(nibName: nil, bundle: nil).view }
        #expect(withoutNib.isEmpty)
    }

    @Test func bundleLoadNibNamedReportsAndReturnsNil() {
        let (objects, messages) = LayoutDiagnostics.collect {
            Bundle.main.loadNibNamed("HeaderView", owner: nil, options: nil)
        }
        #expect(objects == nil)
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(mainBundle)' with name 'HeaderView'' (Plumb has no nibs; it reports it and returns nil.)"
            ])
    }

    @Test func aTableDequeuingANibCellReportsAndShowsAPlainCell() {
        final class DS: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath)
            }
        }
        let ds = DS()
        let (table, messages) = LayoutDiagnostics.collect { () -> UITableView in
            let table = UITableView(frame: rect(0, 0, 320, 300), style: .plain)
            table.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "profile")
            table.dataSource = ds
            table.layoutIfNeeded()
            return table
        }
        #expect(table.visibleCells.count == 1)
        #expect(table.visibleCells.map { String(describing: type(of: $0)) } == ["UITableViewCell"])
        #expect(table.visibleCells.first?.reuseIdentifier == "profile")
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(mainBundle)' with name 'ProfileCell'' (Plumb has no nibs; it reports it and returns a plain cell.)"
            ])
    }

    @Test func aClassRegistrationReplacesANibAndANibReplacesAClass() {
        final class ProfileCell: UITableViewCell {}
        let table = UITableView(frame: rect(0, 0, 320, 300), style: .plain)
        table.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "a")
        table.register(ProfileCell.self, forCellReuseIdentifier: "a")
        let (a, quiet) = LayoutDiagnostics.collect { table.dequeueReusableCell(withIdentifier: "a") }
        #expect(a is ProfileCell && quiet.isEmpty)
        table.register(ProfileCell.self, forCellReuseIdentifier: "b")
        table.register(UINib(nibName: "Other", bundle: nil), forCellReuseIdentifier: "b")
        let (b, reported) = LayoutDiagnostics.collect { table.dequeueReusableCell(withIdentifier: "b") }
        #expect(b.map { type(of: $0) == UITableViewCell.self } == true && reported.count == 1)
        table.register(nil as UINib?, forCellReuseIdentifier: "b")
        let (none, after) = LayoutDiagnostics.collect { table.dequeueReusableCell(withIdentifier: "b") }
        #expect(none == nil && after.isEmpty)
    }

    @Test func aHeaderFooterNibReportsAndGivesAPlainView() {
        let table = UITableView(frame: rect(0, 0, 320, 300), style: .plain)
        table.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        let (view, messages) = LayoutDiagnostics.collect {
            table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        }
        #expect(view.map { type(of: $0) == UITableViewHeaderFooterView.self } == true)
        #expect(view?.reuseIdentifier == "header")
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(mainBundle)' with name 'SectionHeader'' (Plumb has no nibs; it reports it and returns a plain header footer view.)"
            ])
    }

    @Test func collectionViewNibCellsAndSupplementariesReportAndArePlain() {
        let collection = UICollectionView(
            frame: rect(0, 0, 320, 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "photo")
        collection.register(
            UINib(nibName: "Header", bundle: nil),
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        let index = IndexPath(item: 0, section: 0)
        let (views, messages) = LayoutDiagnostics.collect { () -> [UIView] in
            [
                collection.dequeueReusableCell(withReuseIdentifier: "photo", for: index),
                collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "h", for: index),
            ]
        }
        #expect(views.map { String(describing: type(of: $0)) } == ["UICollectionViewCell", "UICollectionReusableView"])
        #expect(
            messages.map(\.message) == [
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(mainBundle)' with name 'PhotoCell'' (Plumb has no nibs; it reports it and returns a plain cell.)",
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: '\(mainBundle)' with name 'Header'' (Plumb has no nibs; it reports it and returns a plain view.)",
            ])
    }
}
