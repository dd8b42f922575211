/// Apple's four appearance states of a view controller. Transitions between them are the only
/// source of viewWill/DidAppear and viewWill/DidDisappear.
enum AppearanceState: UInt8 {
    case disappeared, appearing, appeared, disappearing
}
