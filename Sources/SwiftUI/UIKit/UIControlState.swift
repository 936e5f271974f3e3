// The states of UIKit's controls (`UIControl.State`), which a button's title is set for. On
// iOS `import SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

extension UIControl {
    /// Constants describing the state of a control (UIKit's `UIControl.State`): a control
    /// can have more than one state at a time.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt

        /// A state of the bits of `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The normal, or default, state of a control: enabled, but neither selected nor
        /// highlighted.
        public static let normal = State([])
        /// The highlighted state of a control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The disabled state of a control.
        public static let disabled = State(rawValue: 1 << 1)
        /// The selected state of a control.
        public static let selected = State(rawValue: 1 << 2)
        /// The focused state of a control.
        public static let focused = State(rawValue: 1 << 3)
        /// Additional control-state flags available for application use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Control-state flags reserved for internal framework use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
#endif
