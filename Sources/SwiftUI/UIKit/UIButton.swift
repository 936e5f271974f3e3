// UIKit's button, which SwiftUI code wraps in a `UIViewRepresentable`. On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// A control that executes your custom code in response to user interactions (UIKit's
/// `UIButton`), in its classic form: a title per control state.
///
/// Its intrinsic content size is its current title laid out in the 15-point system font (the
/// classic button's), with 6 points above and below it, and at least 30 × 30 points: a
/// `"Tap"` button is 30 × 30, as swiftui-web's `ios/representable/controls` records on iOS 26
/// (its title alone is about 26 points wide). It hugs its content at 250 and resists
/// compression at 750, as UIKit's view does, so a ``UIViewRepresentable`` that shows it takes
/// a larger proposal. Headless it is not drawn and not tapped.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Tap", for: .normal)
/// button.intrinsicContentSize   // 30 × 30
/// ```
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// The button's type.
    open var buttonType: UIButton.ButtonType { type }

    /// The type the button was made with.
    private var type: ButtonType = .custom

    /// The titles set for each state.
    private var titles: [UInt: String] = [:]

    /// The pixels per point the title's size is rounded to: the display scale of the layout
    /// that shows the button (a representable's host sets it), else `UIScreen.main`'s.
    var pixelScale: CGFloat?

    /// A view that displays the value of the current title property: a label in the 15-point
    /// system font.
    public let titleLabel: UILabel? = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        return label
    }()

    /// Creates and returns a new button of the specified type.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        type = buttonType
    }

    /// Sets the title to use for the specified state: the normal state's title shows in every
    /// state that has none of its own.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// Returns the title associated with the specified state (the normal state's when the state
    /// has none).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The current title that is displayed on the button: the title of its current state
    /// (disabled, selected or normal).
    open var currentTitle: String? {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return title(for: state)
    }

    /// The title's size in the button's font with 6 points above and below, at least 30 × 30
    /// points.
    open override var intrinsicContentSize: CGSize {
        titleLabel?.text = currentTitle
        titleLabel?.pixelScale = pixelScale
        let title = titleLabel?.intrinsicContentSize ?? .zero
        return CGSize(width: max(UIButton.minimumLength, title.width),
                      height: max(UIButton.minimumLength, title.height + 2 * UIButton.titleInset))
    }

    /// The button's intrinsic content size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The space above and below the title.
    private static let titleInset: CGFloat = 6

    /// The smallest width and height of a button.
    private static let minimumLength: CGFloat = 30

    /// Specifies the style of a button (UIKit's `UIButton.ButtonType`).
    @frozen public enum ButtonType: Int, Sendable {
        /// No button style.
        case custom = 0
        /// A system style button, such as those shown in navigation bars and toolbars.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button that has a light background.
        case infoLight = 3
        /// An information button that has a dark background.
        case infoDark = 4
        /// A contact add button.
        case contactAdd = 5
        /// A close button to dismiss panels and views.
        case close = 7

        /// A rounded-rectangle style button (deprecated: `system`).
        public static var roundedRect: UIButton.ButtonType { .system }
    }
}
#endif
