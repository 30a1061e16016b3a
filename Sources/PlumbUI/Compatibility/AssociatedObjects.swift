import Foundation
import Synchronization

/// How an associated object is held: the Objective-C runtime's `objc_AssociationPolicy`, with
/// its raw values (`objc/runtime.h`: `OBJC_ASSOCIATION_ASSIGN = 0`, `RETAIN_NONATOMIC = 1`,
/// `COPY_NONATOMIC = 3`, `RETAIN = 01401`, `COPY = 01403`).
///
/// Where Plumb differs: `.OBJC_ASSOCIATION_ASSIGN` holds an object weakly (the runtime keeps an
/// unretained pointer, which dangles once the object goes; Plumb's reads `nil` instead), and a
/// value that is not an object (a struct, an enum) is kept as it is.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (Objective-C: an unretained one).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set without a lock.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), set without a lock.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key`, the Objective-C runtime's associated objects, which
/// layout DSLs use to keep a view's constraints with the view:
///
/// ```swift
/// @MainActor private var constraintsKey: UInt8 = 0
/// extension UIView {
///     var installedConstraints: [NSLayoutConstraint] {
///         get { objc_getAssociatedObject(self, &constraintsKey) as? [NSLayoutConstraint] ?? [] }
///         set { objc_setAssociatedObject(self, &constraintsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
///     }
/// }
/// ```
///
/// Values are keyed by the object's identity and the key's address; `nil` removes the value.
/// `.OBJC_ASSOCIATION_COPY` and `.OBJC_ASSOCIATION_COPY_NONATOMIC` store `copy()` of an
/// `NSCopying` value (other values as they are). Values are released with their object: at once
/// when a view is deallocated; for any other object, when a later set finds it gone (every
/// 64th set sweeps the table), as Plumb cannot observe the deallocation of an arbitrary object.
///
/// Where Plumb differs: `object` must be an instance of a class; for a value (a struct), nothing
/// is stored (on iOS the value is boxed anew each time, so nothing can be read back either).
///
/// - Parameters:
///   - object: The object to attach to.
///   - key: Any address unique to this use, conventionally that of a private global.
///   - value: The value, or `nil` to remove it.
///   - policy: How the value is held.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let object = classInstance(object) else { return }
    AssociatedObjects.shared.set(object, key, value, policy)
}

/// The value attached to `object` under `key` by ``objc_setAssociatedObject(_:_:_:_:)``, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let object = classInstance(object) else { return nil }
    return AssociatedObjects.shared.get(object, key)
}

/// The class instance `object` holds, looking through `Optional`s (`self.target as Any`, where
/// `target` is an `AnyObject?`: Objective-C receives the object itself, as an `id`), or `nil` for
/// a value or an empty optional.
private func classInstance(_ object: Any) -> AnyObject? {
    if let optional = object as? any OptionalBox { return optional.wrappedInstance }
    return type(of: object) is AnyClass ? object as AnyObject : nil
}

/// `Optional`, seen through `Any`.
private protocol OptionalBox {
    var wrappedInstance: AnyObject? { get }
}

extension Optional: OptionalBox {
    fileprivate var wrappedInstance: AnyObject? { self.flatMap { classInstance($0) } }
}

/// Removes every value attached to `object` (the runtime's `objc_removeAssociatedObjects`).
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let object = classInstance(object) else { return }
    AssociatedObjects.shared.release(ObjectIdentifier(object))
}

/// The associated-object table: per object (by identity, with a weak reference to tell a dead
/// object's entry from a new object at the same address), per key, the value and its policy.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakBox)
    }
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:] {
        didSet { entryCount.store(entries.count, ordering: .relaxed) }
    }
    /// `entries.count`, read without the lock by `deinit`s (most processes never associate).
    private let entryCount = Atomic<Int>(0)
    /// Set calls since the last sweep of dead owners.
    private var setsSinceSweep = 0

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                return type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        var released: [Any] = []
        lock.lock()
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.owner == nil {
            // A new object at a dead one's address.
            released.append(entry.values)
            entries[id] = nil
        }
        var entry = entries[id] ?? Entry(owner: object)
        if let old = entry.values[key] { released.append(old) }
        entry.values[key] = held
        entries[id] = entry.values.isEmpty ? nil : entry
        setsSinceSweep += 1
        if setsSinceSweep >= 64 {
            setsSinceSweep = 0
            for (id, entry) in entries where entry.owner == nil {
                released.append(entry.values)
                entries[id] = nil
            }
        }
        lock.unlock()
        // Old values are released here, outside the lock (their deinit may use the table).
        released.removeAll()
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        switch entry.values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    /// Releases everything attached to the object with this identity.
    func release(_ id: ObjectIdentifier) {
        lock.lock()
        let entry = entries.removeValue(forKey: id)
        lock.unlock()
        _ = entry
    }

    /// Releases the values of an object being deallocated (called from `deinit`).
    nonisolated static func objectDidDeinit(_ id: ObjectIdentifier) {
        guard shared.entryCount.load(ordering: .relaxed) > 0 else { return }
        shared.lock.lock()
        let hasEntry = shared.entries[id] != nil
        shared.lock.unlock()
        if hasEntry { shared.release(id) }
    }
}
