import Foundation

extension Resolver {
    /// Resolves toolbar entries into `elements`: an item in one platter, each of a group's
    /// views in a platter of its own (a `Spacer` among them stays a flexible space), a
    /// spacer as a flexible or fixed space. The views resolve in a horizontal scope, as in a
    /// row.
    /// Without `platters` (status items) the views are resolved as they are.
    mutating func resolveToolbarEntries(_ entries: [ToolbarEntry], platterHeight: CGFloat, platters: Bool = true, into elements: inout [NodeID]) {
        let orientation = scope.stackOrientation
        scope.stackOrientation = .horizontal
        defer { scope.stackOrientation = orientation }
        for entry in entries {
            switch entry.kind {
            case .item(let view) where !platters, .group(let view) where !platters:
                resolve(view, into: &elements)
            case .item(let view):
                var views: [NodeID] = []
                resolve(view.font(ToolbarMetrics.titleFont), into: &views)
                elements.append(addToolbarPlatter(around: views, height: platterHeight, glass: entry.glass))
            case .group(let content):
                var views: [NodeID] = []
                resolve(content.font(ToolbarMetrics.titleFont), into: &views)
                for view in views {
                    if store.name(of: view) == BuiltInName.spacer.rawValue {
                        elements.append(view)
                    } else {
                        elements.append(addToolbarPlatter(around: [view], height: platterHeight, glass: entry.glass))
                    }
                }
            case .titleMenu:
                break
            case .spacer(let sizing):
                if sizing.flexible {
                    resolve(Spacer(minLength: 0), into: &elements)
                } else {
                    resolve(Color.clear.frame(width: ToolbarMetrics.fixedSpacerWidth, height: 0), into: &elements)
                }
            }
        }
    }

    /// Adds a platter (``ToolbarPlatterLayout``) around `views`: iOS 26's glass, drawn as a
    /// capsule of the grouped background (clear without `glass`).
    private mutating func addToolbarPlatter(around views: [NodeID], height: CGFloat, glass: Bool = true) -> NodeID {
        var subviews: [NodeID] = []
        resolve(Capsule().fill(glass ? Color.base(of: .secondaryGroupedBackground) : Color.clear), into: &subviews)
        subviews += views
        return addContainer(ToolbarPlatterLayout(height: height), name: .text("toolbar item"), elements: subviews)
    }
}

/// The navigation bar's row: the back button and the leading items, the principal items or
/// the inline title, the trailing items and the overflow menu's button
/// (``NavigationBarRowLayout``).
nonisolated struct NavigationBarRow: View, PrimitiveView {
    /// The inline title, if the row shows one.
    let title: Text?
    /// Whether the title is large, at the leading side (`inlineLarge`).
    let titleLeads: Bool
    let back: (() -> Void)?
    let toolbar: ScreenToolbar

    var body: Never { fatalError("NavigationBarRow has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        var subviews: [NodeID] = []
        if let back { resolver.resolve(NavigationBackButton(action: back), into: &subviews) }
        resolver.resolveToolbarEntries(toolbar.entries(in: .leading), platterHeight: ToolbarMetrics.barPlatterHeight, into: &subviews)
        let leadingCount = subviews.count

        let principal = toolbar.entries(in: .principal).compactMap { entry -> AnyView? in
            switch entry.kind {
            case .item(let view), .group(let view): view
            case .spacer, .titleMenu: nil
            }
        }
        if !principal.isEmpty {
            resolver.resolve(HStack(spacing: ToolbarMetrics.barItemSpacing) { ForEach(principal.indices, id: \.self) { principal[$0] } }, into: &subviews)
        } else if let title {
            resolver.resolve(NavigationTitleView(title: title, large: titleLeads, hasMenu: toolbar.titleMenu != nil), into: &subviews)
        }
        let centerCount = subviews.count - leadingCount

        resolver.resolveToolbarEntries(toolbar.entries(in: .trailing), platterHeight: ToolbarMetrics.barPlatterHeight, into: &subviews)
        if !toolbar.entries(in: .overflow).isEmpty {
            let more = ToolbarEntry(placement: .automatic, kind: .item(AnyView(Image(systemName: "ellipsis"))))
            resolver.resolveToolbarEntries([more], platterHeight: ToolbarMetrics.barPlatterHeight, into: &subviews)
        }
        let layout = NavigationBarRowLayout(leadingCount: leadingCount, centerCount: centerCount, centerLeads: titleLeads && principal.isEmpty)
        elements.append(resolver.addContainer(layout, name: .text("navigation bar"), elements: subviews))
    }
}

/// A title in the navigation bar: inline in the headline font, or large; with a chevron after
/// it when it has a menu (`toolbarTitleMenu`).
nonisolated struct NavigationTitleView: View {
    let title: Text
    let large: Bool
    let hasMenu: Bool

    var body: some View {
        HStack(spacing: 4) {
            title.font(large ? .largeTitle.bold() : .headline).lineLimit(1)
            if hasMenu {
                Image(systemName: "chevron.down").font(.system(size: large ? 17 : 12, weight: .semibold))
            }
        }
    }
}

/// The back button: iOS 26's glass circle with a chevron.
nonisolated struct NavigationBackButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "chevron.backward")
                .font(.system(size: 17, weight: .semibold))
                .frame(width: NavigationBarMetrics.backButtonSize, height: NavigationBarMetrics.backButtonSize)
                .background(Circle().fill(Color.base(of: .secondaryGroupedBackground)))
        }
    }
}

/// The bottom bar: the `bottomBar` items and the status items (``BottomBarLayout``), over the
/// bar's background if one is asked for.
nonisolated struct BottomBarView: View, PrimitiveView {
    let toolbar: ScreenToolbar

    var body: Never { fatalError("BottomBarView has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.environment
        defer { resolver.environment = saved }
        if let scheme = toolbar.bottomBarColorScheme ?? nil { resolver.environment.scheme = scheme }
        var subviews: [NodeID] = []
        resolver.resolveToolbarEntries(toolbar.entries(in: .bottom), platterHeight: ToolbarMetrics.bottomPlatterHeight, into: &subviews)
        let itemCount = subviews.count
        resolver.resolveToolbarEntries(toolbar.entries(in: .status), platterHeight: ToolbarMetrics.bottomPlatterHeight, platters: false, into: &subviews)
        let bar = resolver.addContainer(BottomBarLayout(statusCount: subviews.count - itemCount), name: .text("bottom bar"), elements: subviews)
        guard let background = toolbar.bottomBarBackground.view else {
            elements.append(bar)
            return
        }
        var layers: [NodeID] = []
        resolver.resolve(background.ignoresSafeArea(edges: .bottom), into: &layers)
        layers.append(bar)
        elements.append(resolver.addContainer(ZStackLayout(), name: .text("bottom bar"), elements: layers))
    }
}
