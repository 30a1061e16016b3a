import Foundation

extension CAAnimation {
    /// `setValue(_:forKey:)`: a property the key names, else the keyed values.
    func storeValue(_ value: Any?, forKey key: String) {
        if setProperty(key, value) { return }
        keyedValues[key] = value
    }

    /// `value(forKey:)`.
    func storedValue(forKey key: String) -> Any? {
        if let v = property(key) { return v }
        return keyedValues[key]
    }

    /// A property's value for a key-value key (`nil` for a key that is not a property, or a
    /// property without a value).
    private func property(_ key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "removedOnCompletion": return isRemovedOnCompletion
        case "fillMode": return fillMode.rawValue
        case "timingFunction": return timingFunction
        default: break
        }
        if let p = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": return p.keyPath
            case "additive": return p.isAdditive
            case "cumulative": return p.isCumulative
            default: break
            }
        }
        if let b = self as? CABasicAnimation {
            switch key {
            case "fromValue": return b.fromValue
            case "toValue": return b.toValue
            case "byValue": return b.byValue
            default: break
            }
        }
        return nil
    }

    /// Sets the property a key names; `false` when the key is not a property.
    private func setProperty(_ key: String, _ value: Any?) -> Bool {
        func number(_ v: Any?) -> Double? {
            switch v {
            case let d as Double: d
            case let f as Float: Double(f)
            case let c as CGFloat: Double(c)
            case let i as Int: Double(i)
            case let n as NSNumber: n.doubleValue
            default: nil
            }
        }
        func wrongType(_ expected: String) -> Bool {
            LayoutDiagnostics.report(
                .warning,
                "\(typeName(self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not \(expected); ignored"
            )
            return true
        }
        switch key {
        case "duration", "beginTime", "speed", "timeOffset", "repeatCount", "repeatDuration":
            guard let n = number(value) else { return wrongType("a number") }
            switch key {
            case "duration": duration = n
            case "beginTime": beginTime = n
            case "speed": speed = Float(n)
            case "timeOffset": timeOffset = n
            case "repeatCount": repeatCount = Float(n)
            default: repeatDuration = n
            }
            return true
        case "autoreverses", "removedOnCompletion":
            guard let b = value as? Bool ?? (value as? NSNumber)?.boolValue else { return wrongType("a Bool") }
            if key == "autoreverses" { autoreverses = b } else { isRemovedOnCompletion = b }
            return true
        case "keyPath":
            guard let p = self as? CAPropertyAnimation else { return false }
            guard value == nil || value is String else { return wrongType("a String") }
            p.keyPath = value as? String
            return true
        case "fromValue", "toValue", "byValue":
            guard let b = self as? CABasicAnimation else { return false }
            if key == "fromValue" {
                b.fromValue = value
            } else if key == "toValue" {
                b.toValue = value
            } else {
                b.byValue = value
            }
            return true
        default:
            return false
        }
    }
}
