extension NoteType {
    /// Shared by the note types. Anki adds `nightMode` to `.card` in dark mode, and shows
    /// cards on phones, so sizes are relative and lines wrap.
    static let css = """
        .card {
          font-family: -apple-system, "Helvetica Neue", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
          font-size: 19px; line-height: 1.55; text-align: left;
          color: #1d1d1f; background-color: #ffffff;
        }
        .card.nightMode { color: #e8e8ed; background-color: #1c1c1e; }
        .lq { max-width: 42em; margin: 0 auto; }
        .lq-kind { font-size: .7em; letter-spacing: .04em; color: #86868b; margin-bottom: .5em; }
        .lq-badge {
          display: inline-block; font-size: .75em; font-weight: 600; padding: .05em .55em;
          border-radius: 1em; background: #e8f0fe; color: #1a5fb4; margin-bottom: .4em;
        }
        .nightMode .lq-badge { background: #1f3352; color: #9cc3ff; }
        .lq-field { margin: .4em 0 .9em; }
        .lq-label { font-size: .72em; font-weight: 600; color: #86868b; margin-bottom: .15em; }
        .lq-title { font-weight: 600; }
        .lq-prompt { font-size: .8em; color: #86868b; font-style: italic; }
        [lang="zh-Hans"] + [lang="en"] { margin-top: .35em; color: #515154; }
        .nightMode [lang="zh-Hans"] + [lang="en"] { color: #aeaeb2; }
        code {
          font-family: "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: .88em;
          background: rgba(127, 127, 127, .14); padding: 0 .25em; border-radius: 4px;
          overflow-wrap: anywhere;
        }
        pre {
          background: rgba(127, 127, 127, .12); padding: .7em .9em; border-radius: 8px;
          font-size: .8em; line-height: 1.45; white-space: pre-wrap; overflow-wrap: anywhere;
        }
        pre code { background: none; padding: 0; font-size: 1em; }
        .lq-mark { font-size: .72em; font-weight: 600; color: #86868b; margin-top: .5em; }
        .nightMode .sx-k { color: #ff7ab2 !important; }
        .nightMode .sx-t { color: #6bdfff !important; }
        .nightMode .sx-s { color: #ff8170 !important; }
        .nightMode .sx-n { color: #d9c97c !important; }
        .nightMode .sx-a { color: #fd8f3f !important; }
        .nightMode .sx-c { color: #7f8c98 !important; }
        ol.lq-sequence { padding-left: 1.8em; margin: .3em 0; }
        ol.lq-sequence li { margin: .2em 0; }
        ol.lq-sequence code { background: none; padding: 0; }
        .lq-phase { font-size: .8em; font-weight: 600; color: #86868b; margin-top: .6em; }
        .lq-cast { font-size: .72em; color: #86868b; margin-top: .5em; }
        li.lq-differs { background: rgba(255, 196, 0, .22); border-radius: 4px; }
        li.lq-differs::marker { content: "◆ "; }
        .nightMode .lq-o1 { color: #78aeed !important; }
        .nightMode .lq-o2 { color: #ffa348 !important; }
        .nightMode .lq-o3 { color: #8ff0a4 !important; }
        .nightMode .lq-o4 { color: #dc8add !important; }
        .nightMode .lq-o5 { color: #f66151 !important; }
        .nightMode .lq-o6 { color: #cdab8f !important; }
        .lq-sources { font-size: .72em; color: #86868b; margin-top: 1.4em; }
        .lq-sources summary { cursor: pointer; }
        .lq-sources a { color: inherit; overflow-wrap: anywhere; }
        .cloze { font-weight: 600; color: #1a5fb4; }
        .nightMode .cloze { color: #9cc3ff !important; }
        .lq-zh + .lq-en::before { content: " · "; }
        .lang-zh .lq-en, .lang-en .lq-zh { display: none; }
        """
}
