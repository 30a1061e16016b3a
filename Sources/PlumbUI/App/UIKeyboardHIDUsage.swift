import Foundation

/// The USB HID usage of a keyboard key: UIKit's `UIKeyboardHIDUsage` (iOS 13.4), with the values
/// of the USB HID Usage Tables, Keyboard/Keypad page (0x07), which UIKit uses.
///
/// ```swift
/// if press.key?.keyCode == .keyboardReturnOrEnter { submit() }
/// ```
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorRollOver = 0x01, keyboardPOSTFail = 0x02, keyboardErrorUndefined = 0x03
    case keyboardA = 0x04, keyboardB = 0x05, keyboardC = 0x06, keyboardD = 0x07, keyboardE = 0x08, keyboardF = 0x09,
        keyboardG = 0x0A, keyboardH = 0x0B, keyboardI = 0x0C
    case keyboardJ = 0x0D, keyboardK = 0x0E, keyboardL = 0x0F, keyboardM = 0x10, keyboardN = 0x11, keyboardO = 0x12,
        keyboardP = 0x13, keyboardQ = 0x14, keyboardR = 0x15
    case keyboardS = 0x16, keyboardT = 0x17, keyboardU = 0x18, keyboardV = 0x19, keyboardW = 0x1A, keyboardX = 0x1B,
        keyboardY = 0x1C, keyboardZ = 0x1D
    case keyboard1 = 0x1E, keyboard2 = 0x1F, keyboard3 = 0x20, keyboard4 = 0x21, keyboard5 = 0x22, keyboard6 = 0x23,
        keyboard7 = 0x24, keyboard8 = 0x25, keyboard9 = 0x26, keyboard0 = 0x27
    case keyboardReturnOrEnter = 0x28, keyboardEscape = 0x29, keyboardDeleteOrBackspace = 0x2A, keyboardTab = 0x2B,
        keyboardSpacebar = 0x2C
    case keyboardHyphen = 0x2D, keyboardEqualSign = 0x2E, keyboardOpenBracket = 0x2F, keyboardCloseBracket = 0x30,
        keyboardBackslash = 0x31
    case keyboardNonUSPound = 0x32, keyboardSemicolon = 0x33, keyboardQuote = 0x34, keyboardGraveAccentAndTilde = 0x35,
        keyboardComma = 0x36
    case keyboardPeriod = 0x37, keyboardSlash = 0x38, keyboardCapsLock = 0x39, keyboardF1 = 0x3A, keyboardF2 = 0x3B
    case keyboardF3 = 0x3C, keyboardF4 = 0x3D, keyboardF5 = 0x3E, keyboardF6 = 0x3F, keyboardF7 = 0x40
    case keyboardF8 = 0x41, keyboardF9 = 0x42, keyboardF10 = 0x43, keyboardF11 = 0x44, keyboardF12 = 0x45
    case keyboardPrintScreen = 0x46, keyboardScrollLock = 0x47, keyboardPause = 0x48, keyboardInsert = 0x49,
        keyboardHome = 0x4A
    case keyboardPageUp = 0x4B, keyboardDeleteForward = 0x4C, keyboardEnd = 0x4D, keyboardPageDown = 0x4E,
        keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50, keyboardDownArrow = 0x51, keyboardUpArrow = 0x52, keyboardLeftControl = 0xE0,
        keyboardLeftShift = 0xE1
    case keyboardLeftAlt = 0xE2, keyboardLeftGUI = 0xE3, keyboardRightControl = 0xE4, keyboardRightShift = 0xE5,
        keyboardRightAlt = 0xE6
    case keyboardRightGUI = 0xE7
}
