import Foundation

/// A registration made with `registerForTraitChanges`, to pass to `unregisterForTraitChanges(_:)`.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    func fires(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { $0.value(in: old) != $0.value(in: new) }
    }
}

extension [TraitChangeRegistration] {
    /// Runs the registrations whose traits differ between `old` and `new`.
    @MainActor
    func notify(_ object: AnyObject, from old: UITraitCollection, to new: UITraitCollection) {
        for r in self where r.fires(from: old, to: new) { r.handler(object, old) }
    }
}
