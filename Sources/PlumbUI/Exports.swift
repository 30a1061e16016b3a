// `import UIKit` brings Foundation (CGFloat, CGRect, IndexPath, NSCoder, NSObject, Date ...) with it;
// `import PlumbUI` does the same, so UIKit code needs no extra import.
@_exported import Foundation
