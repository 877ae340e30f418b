// Content configurations, the content-unavailable view, buttons, actions and the refresh control:
// the adapter's default state views and pull-to-refresh. Same format as UIKit.swift.

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
// apple: protocol UIContentConfiguration
// (its requirements, makeContentView() and updated(for:), are left out: nothing here calls them)
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct
// apple: struct UIContentUnavailableConfiguration
// conforms: Copyable, CustomDebugStringConvertible, CustomReflectable, CustomStringConvertible, Equatable,
// conforms: Escapable, Hashable, UIContentConfiguration
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/empty()
  // apple: static func empty() -> UIContentUnavailableConfiguration
  public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading()
  // apple: static func loading() -> UIContentUnavailableConfiguration
  // unverified: the page was not among the stored pages; written as empty()'s page shows its sibling
  public static func loading() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/image
  // apple: var image: UIImage?
  // unverified: the page was not among the stored pages; written as the structure's page lists it
  public var image: UIImage?
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/text
  // apple: var text: String?
  // unverified: the page was not among the stored pages; written as the structure's page lists it
  public var text: String?
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarytext
  // apple: var secondaryText: String?
  // unverified: the page was not among the stored pages; written as the structure's page lists it
  public var secondaryText: String?
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/button
  // apple: var button: UIButton.Configuration
  // unverified: the page was not among the stored pages; written as the structure's page lists it
  public var button: UIButton.Configuration = UIButton.Configuration()
  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.property
  // apple: var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties
  // unverified: the page was not among the stored pages; written as the structure's page lists it
  public var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties = UIContentUnavailableConfiguration.ButtonProperties()

  // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct
  // apple: struct ButtonProperties
  // unverified: the page was not among the stored pages; named in the structure's page
  public struct ButtonProperties {
    // https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/primaryaction
    // apple: var primaryAction: UIAction?
    // unverified: the page was not among the stored pages; written from the SDK
    public var primaryAction: UIAction?
    init() {}
  }

  init() {}
}

// https://developer.apple.com/documentation/uikit/uicontentunavailableview
// apple: @MainActor class UIContentUnavailableView
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC-style class
@MainActor open class UIContentUnavailableView: UIView {
  // https://developer.apple.com/documentation/uikit/uicontentunavailableview/init(configuration:)
  // apple: init(configuration: UIContentUnavailableConfiguration)
  // differs: a convenience initializer in the shim, so that the class inherits UIView's designated initializers
  // unverified: the page was not among the stored pages; written from the SDK
  public convenience init(configuration: UIContentUnavailableConfiguration) { self.init(frame: .zero) }
}

// https://developer.apple.com/documentation/uikit/uicontrol
// apple: @MainActor class UIControl
// inherits: UIView
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  // apple: func addAction(_ action: UIAction, for controlEvents: UIControl.Event)
  // unverified: the page was not among the stored pages; written from the SDK
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

  // https://developer.apple.com/documentation/uikit/uicontrol/event
  // apple: struct Event
  // conforms: OptionSet, Sendable
  // unverified: the page was not among the stored pages; the conformances are the SDK's, not the page's full list
  public struct Event: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
    // apple: let rawValue: UInt
    // unverified: the page was not among the stored pages; written from the SDK
    public let rawValue: UInt
    // https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    // apple: init(rawValue: UInt)
    // unverified: the page was not among the stored pages; written from the SDK
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    // apple: static var valueChanged: UIControl.Event { get }
    // unverified: the page was not among the stored pages; written as UIControl.Event's page lists it
    public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
  }
}

// https://developer.apple.com/documentation/uikit/uirefreshcontrol
// apple: @MainActor class UIRefreshControl
// inherits: UIControl
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIRefreshControl: UIControl {
  // https://developer.apple.com/documentation/uikit/uirefreshcontrol/init()
  // apple: init()
  // differs: a convenience initializer in the shim, so that the class inherits UIView's designated initializers
  // unverified: the page was not among the stored pages; written from the SDK
  public convenience init() { self.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  // apple: func endRefreshing()
  open func endRefreshing() {}
}

// https://developer.apple.com/documentation/uikit/uibutton
// apple: @MainActor class UIButton
// inherits: UIControl
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
  // apple: struct Configuration
  public struct Configuration {
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/borderless()
    // apple: static func borderless() -> UIButton.Configuration
    // unverified: the page was not among the stored pages; written from the SDK
    public static func borderless() -> UIButton.Configuration { UIButton.Configuration() }
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
    // apple: var title: String?
    // unverified: the page was not among the stored pages; written from the SDK
    public var title: String?
    init() {}
  }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
// apple: @MainActor class UIMenuElement
// inherits: NSObject
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIMenuElement: NSObject {
  // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  // apple: struct Attributes
  // conforms: OptionSet, Sendable
  // unverified: the page was not among the stored pages; the conformances are the SDK's, not the page's full list
  public struct Attributes: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue
    // apple: let rawValue: UInt
    // unverified: the page was not among the stored pages; written from the SDK
    public let rawValue: UInt
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
    // apple: init(rawValue: UInt)
    // unverified: the page was not among the stored pages; written from the SDK
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  // https://developer.apple.com/documentation/uikit/uimenuelement/state
  // apple: enum State
  // unverified: the page was not among the stored pages; written from the SDK
  public enum State {
    // https://developer.apple.com/documentation/uikit/uimenuelement/state/off
    // apple: case off
    // unverified: the page was not among the stored pages; written from the SDK
    case off
  }
}

// https://developer.apple.com/documentation/uikit/uiaction
// apple: @MainActor class UIAction
// inherits: UIMenuElement
// unverified: the page was not among the stored pages; written as UIView's page declares an ObjC class
@MainActor open class UIAction: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // apple: @MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
  // apple:   identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
  // apple:   attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
  // apple:   handler: @escaping UIActionHandler)
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }

  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  // apple: struct Identifier
  // unverified: the page was not among the stored pages; named in the initializer's page
  public struct Identifier {}
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
// apple: typealias UIActionHandler = (UIAction) -> Void
public typealias UIActionHandler = (UIAction) -> Void
