/// Why a callback fired: the piece of UIKit's machinery the engine modelled, with its evidence.
public enum Rule: UInt8, CaseIterable, Sendable {
    case entryPoint
    case launchDelegateCallbacks
    case sceneConnection
    case storyboardInstantiation
    case codeInstantiation
    case nibInstantiation
    case awakeAfterNibLoad
    case makeKeyAndVisible
    case lazyViewLoading
    case nibViewLoading
    case emptyLoadViewRetries
    case appearanceBegins
    case appearanceEnds
    case appearanceForwarded
    case viewIsAppearingAfterHierarchy
    case firstFrameAfterDidBecomeActive
    case firstFrameBeforeDidBecomeActive
    case navigationShowsRootDuringLayout
    case constraintPass
    case layoutPass
    case subviewLayoutAfterController
    case pushAddsChild
    case popRemovesChild
    case transitionCompletesContainment
    case statusBarQuery
    case extendedLayoutQuery
    case incomingViewLoadsFirst
    case outgoingDisappearsFirst
    case navigationAppearanceOrder
    case nonAnimatedTransitionEndsBeforeLayout
    case interactivePopCancelled
    case prepareForSegue
    case embedSegue
    case presentationLoadsFirst
    case presentationAppearanceOrder
    case sheetKeepsPresenter
    case overFullScreenKeepsPresenter
    case dismissAppearanceOrder
    case interactiveDismissCancelled
    case tabSwitch
    case pageTurn
    case pageContainment
    case childContainment
    case released
    case appStateTransition
    case sceneStateTransition
    case terminationHidesWindow
    case memoryWarningToAppDelegate
    case memoryWarningToControllers
    case memoryWarningUnloadsView
    case rotationTraitChange
    case rotationSizeChange
    case legacyRotation
    case viewCreatedInCode
    case viewCreatedFromNib
    case viewHierarchyChange
    case explicitLayout

    /// What UIKit does, in English.
    public var summary: String { Self.table[Int(rawValue)].en }
    /// What UIKit does, in Chinese.
    public var summaryChinese: String { Self.table[Int(rawValue)].zh }
    /// The seed passage or documented behaviour behind the rule.
    public var evidence: String { Self.table[Int(rawValue)].evidence }

    private struct Entry {
        let en: String
        let zh: String
        let evidence: String
    }

    private static let table: [Entry] = Rule.allCases.map(\.entry)

    private var entry: Entry {
        switch self {
        case .entryPoint:
            Entry(en: "The C entry point main() calls UIApplicationMain, which creates the application object and its delegate and starts the run loop.",
                  zh: "C 入口 main() 调用 UIApplicationMain，后者创建应用对象与代理并启动 run loop。",
                  evidence: "seed 002 §App (lines 7-20)")
        case .launchDelegateCallbacks:
            Entry(en: "UIApplicationMain tells the delegate it will and then did finish launching.",
                  zh: "UIApplicationMain 依次通知代理 willFinishLaunching 与 didFinishLaunching。",
                  evidence: "seed 002 §App and §UIApplication (lines 18, 26-27)")
        case .sceneConnection:
            Entry(en: "An app that adopts scenes is asked for a scene configuration, then its scene delegate is told the scene will connect.",
                  zh: "采用 scene 的应用先被询问场景配置，随后场景代理收到 willConnectTo。",
                  evidence: "extends seed 002 §UIApplication (lines 23-43); UIScene arrived in iOS 13")
        case .storyboardInstantiation:
            Entry(en: "A controller unarchived from a storyboard is created with init(coder:).",
                  zh: "从 storyboard 解档的控制器用 init(coder:) 创建。",
                  evidence: "seed 000 §init(coder:) (lines 53-68), seed 004 (lines 143, 151)")
        case .codeInstantiation:
            Entry(en: "A controller created in code goes through init(nibName:bundle:) with nil arguments.",
                  zh: "代码创建的控制器经过 init(nibName:bundle:)，参数为 nil。",
                  evidence: "seed 000 §init(nibName:bundle:) (lines 87-94), seed 003 (lines 24, 178-179)")
        case .nibInstantiation:
            Entry(en: "A controller created with a nib name goes through init(nibName:bundle:); its view will come from that nib.",
                  zh: "指定 nib 名创建的控制器经过 init(nibName:bundle:)，其 view 将从该 nib 加载。",
                  evidence: "seed 002 (lines 196-198), seed 003 §通过xib加载 (lines 206-219)")
        case .awakeAfterNibLoad:
            Entry(en: "After a nib or storyboard is unarchived and its connections made, every object in it gets awakeFromNib(), in an order UIKit does not fix.",
                  zh: "nib 或 storyboard 解档并连好连接后，其中每个对象收到 awakeFromNib()，各对象之间顺序不确定。",
                  evidence: "seed 000 (lines 77-81, 459-461, 521-528)")
        case .makeKeyAndVisible:
            Entry(en: "makeKeyAndVisible makes the window key and shows it, which installs the root controller's view.",
                  zh: "makeKeyAndVisible 让 window 成为 key 并显示，从而装入根控制器的 view。",
                  evidence: "seed 002 (lines 70-76)")
        case .lazyViewLoading:
            Entry(en: "A controller's view is loaded lazily: the first read of view while it is nil calls loadView() and then viewDidLoad().",
                  zh: "控制器的 view 是懒加载的：view 为 nil 时第一次读取会调用 loadView()，然后 viewDidLoad()。",
                  evidence: "seed 002 (lines 200-222), seed 000 §loadView() (lines 96-120)")
        case .nibViewLoading:
            Entry(en: "UIKit's loadView() loads the controller's nib (the storyboard scene, the nib it was given, or one found by name).",
                  zh: "UIKit 默认的 loadView() 加载控制器的 nib（storyboard 场景、指定的 nib，或按类名找到的 nib）。",
                  evidence: "seed 000 (lines 106-117), seed 002 (lines 204-214), seed 003 (lines 252-260)")
        case .emptyLoadViewRetries:
            Entry(en: "A loadView() that never assigns a view leaves view nil, so every later read of view calls loadView() again.",
                  zh: "从不给 view 赋值的 loadView() 让 view 一直为 nil，之后每次读取 view 都会再次调用 loadView()。",
                  evidence: "seed 000 §死循环 (lines 355-374), seed 004 (lines 180-185)")
        case .appearanceBegins:
            Entry(en: "An appearance transition begins: viewWillAppear/viewWillDisappear moves the controller into the appearing/disappearing state (Apple's four appearance states).",
                  zh: "外观过渡开始：viewWillAppear/viewWillDisappear 使控制器进入 appearing/disappearing 状态（苹果的四种外观状态）。",
                  evidence: "seed 000 (lines 139-152, 259-266), seed 001 (lines 31-33)")
        case .appearanceEnds:
            Entry(en: "An appearance transition ends: viewDidAppear/viewDidDisappear moves the controller into the appeared/disappeared state.",
                  zh: "外观过渡结束：viewDidAppear/viewDidDisappear 使控制器进入 appeared/disappeared 状态。",
                  evidence: "seed 000 (lines 199-210, 268-275)")
        case .appearanceForwarded:
            Entry(en: "A container forwards appearance callbacks to the children whose views it shows, right after its own.",
                  zh: "容器在自己的外观回调之后，立即把它转发给正在显示的子控制器。",
                  evidence: "seed 002 containment (lines 258-264); seed 004 (lines 12-14)")
        case .viewIsAppearingAfterHierarchy:
            Entry(en: "viewIsAppearing(_:) runs once per appearance, after the view is in the hierarchy with its final size and traits, before viewDidAppear (iOS 17 SDK, back-deployed to iOS 13).",
                  zh: "viewIsAppearing(_:) 每次出现调用一次，在 view 已加入层级、尺寸与特征已确定之后、viewDidAppear 之前（iOS 17 SDK，向下兼容到 iOS 13）。",
                  evidence: "extends seed 000 §一个例子 (lines 212-257)")
        case .firstFrameAfterDidBecomeActive:
            Entry(en: "On this iOS version the app becomes active before the first frame is committed, so layout and the root's viewDidAppear follow applicationDidBecomeActive.",
                  zh: "在该 iOS 版本上，应用先变为活跃，再提交第一帧，因此布局与根控制器的 viewDidAppear 在 applicationDidBecomeActive 之后。",
                  evidence: "seed 002 launch log, iOS 9 (lines 47-53)")
        case .firstFrameBeforeDidBecomeActive:
            Entry(en: "On this iOS version the first frame (layout, the root's viewDidAppear) is committed before the app becomes active.",
                  zh: "在该 iOS 版本上，第一帧（布局、根控制器的 viewDidAppear）在应用变为活跃之前提交。",
                  evidence: "extends seed 002 launch log (lines 47-53); developer logs of iOS 8 and iOS 11+")
        case .navigationShowsRootDuringLayout:
            Entry(en: "A navigation controller shows its top controller lazily, during its own first layout pass: that is when the child's view loads and its appearance begins.",
                  zh: "导航控制器在自己第一次布局时才显示栈顶控制器：子控制器的 view 此时加载，外观回调此时开始。",
                  evidence: "seed 002 launch log (lines 47-53): the child's viewDidLoad comes after the app is active")
        case .constraintPass:
            Entry(en: "Before layout, UIKit updates constraints bottom-up for views that use Auto Layout: updateConstraints(), and updateViewConstraints() for a controller's view.",
                  zh: "布局之前，UIKit 自下而上为使用自动布局的视图更新约束：updateConstraints()，控制器 view 则调用 updateViewConstraints()。",
                  evidence: "seed 000 §updateViewConstraints (lines 154-158)")
        case .layoutPass:
            Entry(en: "At the end of the run-loop turn UIKit lays out views whose bounds changed or that were marked: viewWillLayoutSubviews(), the view's layoutSubviews(), viewDidLayoutSubviews().",
                  zh: "run loop 本轮结束时，UIKit 布局 bounds 改变或被标记的视图：viewWillLayoutSubviews()、view 的 layoutSubviews()、viewDidLayoutSubviews()。",
                  evidence: "seed 001 (lines 35-52), seed 000 (lines 160-182)")
        case .subviewLayoutAfterController:
            Entry(en: "Layout goes top-down: a subview's layoutSubviews() runs after its superview's controller finished viewDidLayoutSubviews().",
                  zh: "布局自上而下：子视图的 layoutSubviews() 在父视图控制器的 viewDidLayoutSubviews() 之后执行。",
                  evidence: "extends seed 000 (lines 177-182)")
        case .pushAddsChild:
            Entry(en: "pushViewController adds the controller as a child at once, which calls willMove(toParent:).",
                  zh: "pushViewController 立即把控制器加为子控制器，从而调用 willMove(toParent:)。",
                  evidence: "seed 000 §push到下一个页面时 (line 404)")
        case .popRemovesChild:
            Entry(en: "Popping tells the leaving controller willMove(toParent: nil) when the pop starts and didMove(toParent: nil) when it ends.",
                  zh: "出栈开始时被移除的控制器收到 willMove(toParent: nil)，结束时收到 didMove(toParent: nil)。",
                  evidence: "extends seed 002 containment (lines 258-264)")
        case .transitionCompletesContainment:
            Entry(en: "When the transition that shows a new child completes, the child gets didMove(toParent:), after viewDidAppear.",
                  zh: "显示新子控制器的过渡完成后，子控制器在 viewDidAppear 之后收到 didMove(toParent:)。",
                  evidence: "seed 000 §push到下一个页面时 (lines 418-419)")
        case .statusBarQuery:
            Entry(en: "A navigation transition asks the incoming controller how the status bar should look.",
                  zh: "导航过渡会询问即将出现的控制器状态栏应如何显示。",
                  evidence: "seed 000 §push到下一个页面时 (lines 405-406)")
        case .extendedLayoutQuery:
            Entry(en: "The container asks whether the child's view extends under opaque bars and which edges extend, when sizing it (before and after viewWillAppear).",
                  zh: "容器计算子视图尺寸时（viewWillAppear 前后各一次）询问是否延伸到不透明栏下、哪些边延伸。",
                  evidence: "seed 000 §push到下一个页面时 (lines 409-413)")
        case .incomingViewLoadsFirst:
            Entry(en: "A push loads the incoming controller's view before the outgoing controller's viewWillDisappear.",
                  zh: "push 时先加载新控制器的 view，再调用旧控制器的 viewWillDisappear。",
                  evidence: "seed 001 (lines 68-84), seed 003 (lines 134-143)")
        case .outgoingDisappearsFirst:
            Entry(en: "On iOS 9 a push or pop calls the outgoing controller's viewWillDisappear before the incoming controller's view loads.",
                  zh: "在 iOS 9 上，push 或 pop 先调用旧控制器的 viewWillDisappear，再加载新控制器的 view。",
                  evidence: "seed 002 push log, iOS 9 (lines 185-190) and pop log (lines 153-160)")
        case .navigationAppearanceOrder:
            Entry(en: "In a navigation transition the outgoing controller's viewDidDisappear comes before the incoming one's viewDidAppear.",
                  zh: "导航过渡中，旧控制器的 viewDidDisappear 在新控制器的 viewDidAppear 之前。",
                  evidence: "seed 002 (lines 224-237), seed 001 (lines 68-90)")
        case .nonAnimatedTransitionEndsBeforeLayout:
            Entry(en: "A transition without animation ends at once, so viewDidAppear comes before the layout pass that sizes the new view.",
                  zh: "无动画的过渡立即结束，因此 viewDidAppear 在为新 view 定尺寸的布局之前。",
                  evidence: "extends seed 000 §push到下一个页面时 (lines 414-419): with animation, layout precedes viewDidAppear")
        case .interactivePopCancelled:
            Entry(en: "A cancelled swipe-back reverses the transition: the revealed controller goes appearing → disappearing → disappeared, the top one disappearing → appearing → appeared.",
                  zh: "取消的右滑返回会反转过渡：露出的控制器经历 appearing → disappearing → disappeared，栈顶控制器经历 disappearing → appearing → appeared。",
                  evidence: "extends seed 003 gesture navigation (lines 14-65)")
        case .prepareForSegue:
            Entry(en: "The source controller's prepare(for:sender:) runs after the destination exists and before its view loads.",
                  zh: "源控制器的 prepare(for:sender:) 在目标控制器创建之后、其 view 加载之前调用。",
                  evidence: "seed 004 (lines 151-153)")
        case .embedSegue:
            Entry(en: "A container view in a storyboard scene is an embed segue, performed while the scene's view loads: the child is created, the parent gets prepare(for:sender:), then the child is added.",
                  zh: "storyboard 场景中的容器视图是嵌入 segue，在场景 view 加载时执行：创建子控制器，父控制器收到 prepare(for:sender:)，然后添加子控制器。",
                  evidence: "seed 000 §push到下一个页面时 (lines 406-408), read as the destination's own embed segue")
        case .presentationLoadsFirst:
            Entry(en: "Presenting loads the presented controller's view before the presenter's viewWillDisappear.",
                  zh: "present 时先加载被呈现控制器的 view，再调用呈现者的 viewWillDisappear。",
                  evidence: "seed 002 (lines 243-246), seed 004 (lines 153-155)")
        case .presentationAppearanceOrder:
            Entry(en: "A full-screen presentation ends with the presented controller's viewDidAppear and then the presenter's viewDidDisappear, the reverse of a push.",
                  zh: "全屏呈现结束时先是被呈现者的 viewDidAppear，再是呈现者的 viewDidDisappear，与 push 相反。",
                  evidence: "seed 002 (lines 239-256), seed 004 (lines 150-160)")
        case .sheetKeepsPresenter:
            Entry(en: "A sheet leaves the presenter on screen, so the presenter gets no appearance callbacks when it is presented or dismissed.",
                  zh: "sheet 让呈现者留在屏幕上，因此呈现与关闭时呈现者都不会收到外观回调。",
                  evidence: "extends seed 002 present log (lines 239-256); iOS 13 sheets")
        case .overFullScreenKeepsPresenter:
            Entry(en: "overFullScreen keeps the presenter's views in the window, so it gets no appearance callbacks.",
                  zh: "overFullScreen 保留呈现者的视图，因此它不会收到外观回调。",
                  evidence: "extends seed 000 §Present & Dismiss (lines 314-329)")
        case .dismissAppearanceOrder:
            Entry(en: "Dismissing a full-screen presentation: the presented controller's viewWillDisappear, the presenter's viewWillAppear and viewDidAppear, then the presented one's viewDidDisappear.",
                  zh: "关闭全屏呈现：被呈现者 viewWillDisappear，呈现者 viewWillAppear 与 viewDidAppear，然后被呈现者 viewDidDisappear。",
                  evidence: "seed 002 (lines 251-254), seed 004 (lines 161-166), seed 000 (lines 322-329)")
        case .interactiveDismissCancelled:
            Entry(en: "A sheet dragged down and let go returns: viewWillDisappear is followed by viewWillAppear and viewDidAppear.",
                  zh: "下拉后松手回弹的 sheet：viewWillDisappear 之后是 viewWillAppear 与 viewDidAppear。",
                  evidence: "extends seed 002 present log (lines 239-256); iOS 13 interactive dismissal")
        case .tabSwitch:
            Entry(en: "Switching tabs: the new tab's view loads and viewWillAppear runs, then the old tab disappears completely, then the new one's viewDidAppear.",
                  zh: "切换标签：新标签加载 view 并调用 viewWillAppear，接着旧标签完整消失，最后新标签 viewDidAppear。",
                  evidence: "extends seed 004 (lines 205-208) and seed 003 (line 156) on tab bar controllers")
        case .pageTurn:
            Entry(en: "A page view controller forwards appearance for a page turn; scroll and curl styles, completed or cancelled, interleave the callbacks differently.",
                  zh: "分页控制器在翻页时转发外观回调；scroll 与 curl 样式、完成或取消，回调交错顺序各不相同。",
                  evidence: "extends seed 002 containment (lines 258-264)")
        case .pageContainment:
            Entry(en: "A page view controller keeps only the visible page as its child: it adds the new page when a turn starts and removes the page that left when the turn ends.",
                  zh: "分页控制器只把可见页作为子控制器：翻页开始时加入新页，结束时移除离开的页。",
                  evidence: "extends seed 002 containment (lines 258-264)")
        case .childContainment:
            Entry(en: "Adding a child: addChild calls willMove(toParent:), adding its view to a visible parent makes it appear, and the code then calls didMove(toParent:); removing mirrors it.",
                  zh: "添加子控制器：addChild 触发 willMove(toParent:)，把它的 view 加到可见父视图使其出现，随后代码调用 didMove(toParent:)；移除时相反。",
                  evidence: "seed 002 (lines 258-264)")
        case .released:
            Entry(en: "When the last owner lets go, the object is deallocated (deinit / dealloc), and the views and children it owned go with it.",
                  zh: "最后一个持有者释放后，对象被销毁（deinit / dealloc），它持有的视图和子控制器随之释放。",
                  evidence: "seed 000 §deinit() (lines 286-289), seed 004 (lines 120, 166)")
        case .appStateTransition:
            Entry(en: "The app delegate hears about the app's state changes: active, inactive, background, foreground, termination.",
                  zh: "应用代理获知应用状态变化：活跃、非活跃、后台、前台、终止。",
                  evidence: "seed 002 §UIApplication (lines 26-68)")
        case .sceneStateTransition:
            Entry(en: "With scenes the scene delegate, not the app delegate, hears about foreground, background and activity changes.",
                  zh: "使用 scene 时，由场景代理而非应用代理获知前后台与活跃状态变化。",
                  evidence: "extends seed 002 §UIApplication (lines 26-68); iOS 13 scenes")
        case .terminationHidesWindow:
            Entry(en: "Terminating a running app hides its window first, so the visible controllers disappear before applicationWillTerminate.",
                  zh: "终止运行中的应用时先隐藏 window，因此可见控制器在 applicationWillTerminate 之前消失。",
                  evidence: "seed 002 kill log (lines 63-68)")
        case .memoryWarningToAppDelegate:
            Entry(en: "A memory warning reaches the app delegate first.",
                  zh: "内存警告首先到达应用代理。",
                  evidence: "seed 002 (lines 145-147)")
        case .memoryWarningToControllers:
            Entry(en: "Then every live view controller gets didReceiveMemoryWarning(), visible or not; UIKit does not document their order.",
                  zh: "随后每个存活的视图控制器都会收到 didReceiveMemoryWarning()，无论是否可见；它们之间的顺序没有文档保证。",
                  evidence: "seed 002 (lines 145-150)")
        case .memoryWarningUnloadsView:
            Entry(en: "Before iOS 6 the default didReceiveMemoryWarning() releases the view of a controller that is not on screen (viewWillUnload on iOS 5, viewDidUnload); the view loads again when needed.",
                  zh: "iOS 6 之前，默认的 didReceiveMemoryWarning() 会释放不在屏幕上的控制器的 view（iOS 5 有 viewWillUnload，然后 viewDidUnload）；需要时 view 会重新加载。",
                  evidence: "seed 003 (lines 156-158), seed 004 (lines 121, 132-136)")
        case .rotationTraitChange:
            Entry(en: "Rotating an iPhone changes its size class, so visible controllers get willTransition(to:with:) and a layout pass for the new traits.",
                  zh: "旋转 iPhone 会改变尺寸类别，因此可见控制器收到 willTransition(to:with:)，并为新特征布局一次。",
                  evidence: "seed 000 §屏幕旋转 (lines 303-312)")
        case .rotationSizeChange:
            Entry(en: "Rotation is a size change: visible controllers get viewWillTransition(to:with:) and lay out for the new bounds inside the animation.",
                  zh: "旋转即尺寸变化：可见控制器收到 viewWillTransition(to:with:)，并在动画中按新 bounds 布局。",
                  evidence: "seed 000 §屏幕旋转 (lines 303-312)")
        case .legacyRotation:
            Entry(en: "Before iOS 8 the frontmost controllers get willRotate(to:duration:), lay out for the new bounds, then willAnimateRotation(to:duration:) and didRotate(from:).",
                  zh: "iOS 8 之前，最前面的控制器收到 willRotate(to:duration:)，按新 bounds 布局，然后是 willAnimateRotation(to:duration:) 与 didRotate(from:)。",
                  evidence: "seed 004 (lines 97-101)")
        case .viewCreatedInCode:
            Entry(en: "A view made in code is created with init(frame:) and never gets init(coder:) or awakeFromNib().",
                  zh: "代码创建的视图用 init(frame:) 初始化，不会收到 init(coder:) 或 awakeFromNib()。",
                  evidence: "seed 000 §Code (lines 532-575)")
        case .viewCreatedFromNib:
            Entry(en: "A view loaded from a nib or storyboard is created with init(coder:) and then gets awakeFromNib().",
                  zh: "从 nib 或 storyboard 加载的视图用 init(coder:) 创建，然后收到 awakeFromNib()。",
                  evidence: "seed 000 §Xib & Nib (lines 463-530)")
        case .viewHierarchyChange:
            Entry(en: "Adding a view calls willMove(toSuperview:) and didMoveToSuperview(), then willMove(toWindow:) and didMoveToWindow() if the superview is on screen; removing calls willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow(), didMoveToSuperview(). Either way the superview is marked for layout.",
                  zh: "添加视图时先调用 willMove(toSuperview:) 与 didMoveToSuperview()，父视图在屏幕上时再调用 willMove(toWindow:) 与 didMoveToWindow()；移除时依次为 willMove(toSuperview: nil)、willMove(toWindow: nil)、didMoveToWindow()、didMoveToSuperview()。两种情况都会标记父视图需要布局。",
                  evidence: "extends seed 000 (lines 177-182): addSubview triggers layoutSubviews; device logs of UIView's hierarchy callbacks")
        case .explicitLayout:
            Entry(en: "setNeedsLayout() marks the view and layoutIfNeeded() lays it out at once.",
                  zh: "setNeedsLayout() 标记视图，layoutIfNeeded() 立即布局。",
                  evidence: "seed 001 (lines 41-42), seed 003 (lines 48-49)")
        }
    }
}
