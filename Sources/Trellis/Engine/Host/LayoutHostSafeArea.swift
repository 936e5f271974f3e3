import Foundation

extension LayoutHost {
    /// The insets of the window's safe area: the bands along its edges that bars, rounded
    /// corners or a sensor housing cover. Zero by default (a window with no bars).
    ///
    /// With insets, the proposal of ``layout(in:isolation:)`` is the window's size: the root
    /// view is proposed what is left inside the insets and placed there, so its frame starts at
    /// the top-leading insets; the result's size is the window's (an unspecified dimension is
    /// the root's plus the insets). Views that call `ignoresSafeArea` grow into the bands where
    /// they reach them, a `ScrollView` grows into them and insets its content instead, and a
    /// `GeometryProxy` reports them (see `docs/semantics.md`, "Safe area").
    ///
    /// ```swift
    /// let host = LayoutHost(Color.blue.ignoresSafeArea())
    /// host.safeAreaInsets = LayoutHost.Screen.iPhone16.safeAreaInsets
    /// let result = host.layout(in: ProposedViewSize(LayoutHost.Screen.iPhone16.size))
    /// ```
    ///
    /// A NaN, infinite or negative inset counts as 0. Leading and trailing follow the root's
    /// layout direction.
    public var safeAreaInsets: EdgeInsets {
        get { withLock { engine.features.safeArea.insets } }
        set { withLock { setSafeAreaInsetsHoldingLock(newValue) } }
    }

    /// Lays the view out on `screen`: in its size, inside its safe-area insets (which become
    /// the host's ``safeAreaInsets``).
    ///
    /// ```swift
    /// let result = LayoutHost(ContentView()).layout(on: .iPhone16)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen: its size and safe-area insets.
    ///   - isolation: The caller's actor, which the compiler fills in (see
    ///     ``layout(in:isolation:)``).
    public func layout(on screen: Screen, isolation: (any Actor)? = #isolation) -> LayoutResult {
        safeAreaInsets = screen.safeAreaInsets
        return layout(in: ProposedViewSize(screen.size), isolation: isolation)
    }

    /// ``safeAreaInsets``'s setter, for a caller that holds the lock.
    private func setSafeAreaInsetsHoldingLock(_ insets: EdgeInsets) {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
        let insets = EdgeInsets(
            top: usable(insets.top), leading: usable(insets.leading), bottom: usable(insets.bottom),
            trailing: usable(insets.trailing))
        guard insets != engine.features.safeArea.insets else { return }
        engine.features.safeArea.insets = insets
        if insets != EdgeInsets() { engine.features.safeArea.used = true }
        // Every view's safe area moved, which no frame shows: everything is placed again.
        engine.placeEverythingAgain()
        dropLastResult()
    }

    /// A screen a view is laid out on: its size in points and its safe-area insets, in
    /// portrait unless its name says otherwise.
    ///
    /// The presets are the sizes and insets iOS and iPadOS report for these devices (the
    /// insets of an app without bars of its own: status bar and home indicator).
    public struct Screen: Equatable, Sendable {
        /// A name to show.
        public var name: String
        /// The screen's size, in points.
        public var size: CGSize
        /// The safe-area insets around the screen's edges.
        public var safeAreaInsets: EdgeInsets

        /// A screen of `size` with `safeAreaInsets`.
        public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
            self.name = name
            self.size = size
            self.safeAreaInsets = safeAreaInsets
        }

        /// iPhone 16 (and 15, 15 Pro), portrait: 393 × 852, 59 above for the Dynamic Island
        /// and status bar, 34 below for the home indicator.
        public static let iPhone16 = Screen(
            name: "iPhone 16", size: CGSize(width: 393, height: 852),
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        /// iPhone 16 in landscape: 852 × 393, 59 on each side, 21 below.
        public static let iPhone16Landscape = Screen(
            name: "iPhone 16 landscape", size: CGSize(width: 852, height: 393),
            safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        /// iPhone SE (3rd generation), portrait: 375 × 667, a 20-point status bar, no home
        /// indicator.
        public static let iPhoneSE = Screen(
            name: "iPhone SE", size: CGSize(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        /// iPad Pro 11-inch (M4), portrait: 834 × 1210, 24 above, 20 below.
        public static let iPadPro11 = Screen(
            name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1210),
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }
}

extension LayoutEngine {
    /// Marks every node to be placed again (its safe area changed).
    func placeEverythingAgain() {
        columns.beginChanges(&store)
        columns.dropSpare()
        placeEverythingAgainDuringPass()
    }

    /// ``placeEverythingAgain()`` within a pass, whose changes have begun.
    func placeEverythingAgainDuringPass() {
        for index in columns.flags.indices {
            columns.noteChange(index)
            columns.flags[index].insert(.needsPlacement)
        }
    }
}
