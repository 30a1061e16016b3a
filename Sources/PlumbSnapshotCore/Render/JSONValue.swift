import Foundation

/// A JSON value that remembers where it starts in its file, so that every error about a layout
/// document can name the line and column of the offending value.
indirect enum JSONValue: Sendable {
    case object([(key: String, keyPosition: TextPosition, value: Located)])
    case array([Located])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A value and its position.
    struct Located: Sendable {
        var value: JSONValue
        var position: TextPosition
        /// For a string: its text as written between the quotes (escapes not decoded), and the
        /// column of each decoded Unicode scalar in the line followed by the closing quote's, so
        /// that a position inside the decoded string maps back to the file.
        var source: (text: String, columns: [Int])?
    }

    /// What a value is, for messages ("a string", "an object").
    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
