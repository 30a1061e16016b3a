/// A hash table from integer keys (ids, object addresses) to values, for the solver's and the
/// layout engine's hot paths.
///
/// `Dictionary<Int, Value>` hashes every key with SipHash (about a hundred instructions) and,
/// updated through `dict[key]!.field = x`, copies the value out and back. This table uses open
/// addressing with linear probing over flat arrays, a multiplicative hash (a few instructions), and
/// a `_modify` accessor that updates a stored value in place. Iteration goes in slot order, which
/// depends only on the keys and the order of insertions and removals, never on a per-process seed;
/// callers that make choices still sort what they iterate.
///
/// Not part of Cassowary's API: the layout engine imports it as SPI (`@_spi(PlumbEngine)`), so
/// its uses there are specialised and inlined (a `package` declaration is not, across modules).
///
/// ```swift
/// var map = IntMap<String>()
/// map[42] = "answer"
/// map[42]?.append("!")
/// map[42]   // "answer!"
/// ```
@_spi(PlumbEngine) public struct IntMap<Value> {
    /// The key of each slot; ``empty`` or ``removed`` when it holds no value.
    @usableFromInline var slotKeys: [Int] = []
    @usableFromInline var slotValues: [Value?] = []
    /// Values stored.
    @inlinable public var count: Int { storedCount }
    @usableFromInline var storedCount = 0
    /// Slots that are not empty (values plus removal markers): what probing walks over.
    @usableFromInline var occupied = 0
    @usableFromInline var shift = 64

    @usableFromInline static var empty: Int { Int.min }
    @usableFromInline static var removed: Int { Int.min + 1 }

    /// Creates an empty table.
    @inlinable public init() {}

    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable @inline(__always)
    func home(_ key: Int) -> Int {
        // Fibonacci hashing: the high bits of key × 2^64/φ.
        Int(bitPattern: UInt(bitPattern: key &* -7_046_029_254_386_353_131) &>> UInt(shift))
    }

    /// The slot holding `key`, or -1.
    @inlinable @inline(__always)
    func find(_ key: Int) -> Int {
        let n = slotKeys.count
        guard n > 0 else { return -1 }
        let mask = n &- 1
        var i = home(key)
        while true {
            let k = slotKeys[i]
            if k == key { return i }
            if k == IntMap.empty { return -1 }
            i = (i &+ 1) & mask
        }
    }

    /// The slot to store a new `key` in (the table has room).
    @inlinable @inline(__always)
    func freeSlot(_ key: Int) -> Int {
        let mask = slotKeys.count &- 1
        var i = home(key)
        while slotKeys[i] != IntMap.empty && slotKeys[i] != IntMap.removed { i = (i &+ 1) & mask }
        return i
    }

    /// Makes room for `count + 1` values at most half full (counting removal markers).
    @inlinable
    mutating func growIfNeeded() {
        guard (occupied + 1) * 2 > slotKeys.count else { return }
        rehash(minimumCapacity: Swift.max(count + 1, 8))
    }

    @inlinable
    mutating func rehash(minimumCapacity: Int) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        let oldKeys = slotKeys
        var oldValues: [Value?] = []
        swap(&oldValues, &slotValues)
        slotKeys = Array(repeating: IntMap.empty, count: size)
        // Appending nils one by one stays specialised; `Array(repeating:count:)` copied each nil
        // through the generic value witness.
        slotValues.reserveCapacity(size)
        for _ in 0..<size { slotValues.append(nil) }
        shift = 64 - size.trailingZeroBitCount
        occupied = count
        for i in oldKeys.indices where oldKeys[i] != IntMap.empty && oldKeys[i] != IntMap.removed {
            let j = freeSlot(oldKeys[i])
            slotKeys[j] = oldKeys[i]
            swap(&slotValues[j], &oldValues[i])
        }
    }

    /// Makes room for `capacity` values without rehashing.
    @inlinable public mutating func reserveCapacity(_ capacity: Int) {
        if capacity * 2 > slotKeys.count { rehash(minimumCapacity: Swift.max(capacity, count)) }
    }

    /// Whether a value is stored for `key` (without copying it).
    @inlinable public func contains(_ key: Int) -> Bool { find(key) >= 0 }

    /// The value for `key`; assigning `nil` removes it. Updates through the subscript
    /// (`map[key]!.field = x`) happen in place.
    @inlinable public subscript(key: Int) -> Value? {
        @inline(__always) get {
            let i = find(key)
            return i >= 0 ? slotValues[i] : nil
        }
        _modify {
            let i = find(key)
            if i >= 0 {
                yield &slotValues[i]
                if slotValues[i] == nil {
                    slotKeys[i] = IntMap.removed
                    storedCount -= 1
                }
            } else {
                var value: Value? = nil
                yield &value
                if let stored = value.take() { insertNew(key, stored) }
            }
        }
        set {
            let i = find(key)
            if i >= 0 {
                if newValue == nil {
                    slotKeys[i] = IntMap.removed
                    storedCount -= 1
                }
                slotValues[i] = newValue
            } else {
                var value = newValue
                if let stored = value.take() { insertNew(key, stored) }
            }
        }
    }

    /// The value for `key`, stored as `defaultValue` first when absent (for in-place updates).
    @inlinable public subscript(key: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        _modify {
            var i = find(key)
            if i < 0 {
                insertNew(key, defaultValue())
                i = find(key)
            }
            yield &slotValues[i]!
        }
    }

    @inlinable
    mutating func insertNew(_ key: Int, _ value: consuming Value) {
        growIfNeeded()
        let i = freeSlot(key)
        if slotKeys[i] == IntMap.empty { occupied += 1 }
        slotKeys[i] = key
        slotValues[i] = consume value
        storedCount += 1
    }

    /// Removes the value for `key` and returns it.
    @discardableResult
    @inlinable public mutating func removeValue(forKey key: Int) -> Value? {
        let i = find(key)
        guard i >= 0 else { return nil }
        slotKeys[i] = IntMap.removed
        storedCount -= 1
        var value: Value? = nil
        swap(&value, &slotValues[i])
        return value
    }

    /// Removes every value; keeping the capacity avoids growing the table again.
    @inlinable public mutating func removeAll(keepingCapacity: Bool = false) {
        guard keepingCapacity, !slotKeys.isEmpty else {
            self = IntMap()
            return
        }
        guard occupied > 0 else { return }
        for i in slotKeys.indices { slotKeys[i] = IntMap.empty }
        for i in slotValues.indices { slotValues[i] = nil }
        storedCount = 0
        occupied = 0
    }

    /// The values, in slot order.
    @inlinable public var values: [Value] {
        var out: [Value] = []
        out.reserveCapacity(count)
        for i in slotKeys.indices where slotKeys[i] != IntMap.empty && slotKeys[i] != IntMap.removed {
            out.append(slotValues[i]!)
        }
        return out
    }

    /// The keys, in slot order.
    @inlinable public var keys: [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        for k in slotKeys where k != IntMap.empty && k != IntMap.removed { out.append(k) }
        return out
    }
}

@_spi(PlumbEngine) extension IntMap: Sequence {
    public struct Iterator: IteratorProtocol {
        @usableFromInline let map: IntMap
        @usableFromInline var index = 0
        @inlinable init(map: IntMap) { self.map = map }
        @inlinable public mutating func next() -> (key: Int, value: Value)? {
            while index < map.slotKeys.count {
                let i = index
                index += 1
                let k = map.slotKeys[i]
                if k != IntMap.empty && k != IntMap.removed { return (k, map.slotValues[i]!) }
            }
            return nil
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(map: self) }
    @inlinable public var underestimatedCount: Int { count }
}
