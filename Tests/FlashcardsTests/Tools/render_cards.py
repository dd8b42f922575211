#!/usr/bin/env python3
"""Render exported cards the way Anki's reviewer shows them, for a browser to check.

usage: render_cards.py OUTDIR FILE.apkg|.tsv [SAMPLES_PER_NOTE_TYPE]

Imports FILE into a fresh collection with the real Anki library, renders every card's question
and answer (Anki's own template engine, cloze included), and:
- lists cards whose rendered text carries authoring jargon (seed wording, file names, lines);
- writes OUTDIR/cards-light.html and OUTDIR/cards-night.html: the longest cards of each note type
  (both sides), each inside the note type's CSS as Anki shows it (`.card`, `.nightMode`), with a
  script that marks every sample whose content runs wider than the window (data-overflow on
  <body>), so a browser at any width can say what overflows.
Prints one JSON object: {"cards", "note_types", "jargon", "samples", "pages"}. Exit 2 on an
import error. Used by FlashcardsTests (CardRenderingTests); needs shared/anki/setup.sh's python.
"""
import html
import json
import os
import re
import shutil
import sys
import tempfile

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest, ImportCsvRequest

JARGON = re.compile(r"(?i)\bseeds?\b|种子|资料\s*0\d\d|\.txt\b|§|\blines? \d|第\s*\d+\s*行|beyond the (?:seeds?|sources?)")

MEASURE = """
<script>
addEventListener('load', () => {
  const limit = window.innerWidth + 0.5, wide = new Set();
  for (const element of document.querySelectorAll('.lq-sample *')) {
    if (element.getBoundingClientRect().right > limit) wide.add(element.closest('.lq-sample').id);
  }
  document.body.dataset.overflow = [...wide].join(' ');
  document.body.dataset.measured = 'yes';
});
</script>
"""


def strip(markup: str) -> str:
    markup = re.sub(r"(?is)<(style|script)[^>]*>.*?</\1>", " ", markup)
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def main() -> int:
    outdir, path = sys.argv[1], os.path.abspath(sys.argv[2])
    per_type = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    os.makedirs(outdir, exist_ok=True)
    work = tempfile.mkdtemp(prefix="lifequiz-render-")
    try:
        col = Collection(os.path.join(work, "collection.anki2"))
        try:
            if path.endswith(".tsv"):
                col.import_csv(ImportCsvRequest(path=path, metadata=col.get_csv_metadata(path, None)))
            else:
                col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=ImportAnkiPackageOptions()))
        except Exception as error:  # noqa: BLE001 - reported, not hidden
            print(json.dumps({"error": str(error)}))
            return 2
        rendered = []
        for cid in col.db.list("select id from cards order by id"):
            card = col.get_card(cid)
            note_type = card.note_type()
            rendered.append({"id": cid, "type": note_type["name"], "css": note_type["css"],
                             "question": card.question(), "answer": card.answer()})
        col.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    jargon = []
    for card in rendered:
        text = strip(card["question"] + " " + card["answer"])
        match = JARGON.search(text)
        if match:
            jargon.append(f"{card['type']} card {card['id']}: {match.group(0)!r} in {text.strip()[:120]!r}")

    samples = []
    for name in sorted({card["type"] for card in rendered}):
        of_type = sorted((c for c in rendered if c["type"] == name), key=lambda c: -len(c["answer"]))
        samples += of_type[:per_type]

    pages = []
    for mode in ("light", "night"):
        night = " nightMode night_mode" if mode == "night" else ""
        styles = "\n".join(sorted({c["css"] for c in samples}))
        blocks = []
        for card in samples:
            for side in ("question", "answer"):
                blocks.append(f'<div class="lq-sample" id="{card["id"]}-{side}" style="padding:8px 12px;border-bottom:1px solid #8884">'
                              f'<div class="card{night}">{card[side]}</div></div>')
        page = ("<!doctype html><html><head><meta charset=utf-8><meta name=viewport content='width=device-width'>"
                f"<style>body{{margin:0}}\n{styles}</style></head><body class='card{night}'>" + "\n".join(blocks) + MEASURE
                + "</body></html>")
        target = os.path.join(outdir, f"cards-{mode}.html")
        with open(target, "w", encoding="utf-8") as out:
            out.write(page)
        pages.append(target)

    print(json.dumps({"cards": len(rendered), "note_types": sorted({c["type"] for c in rendered}), "jargon": jargon,
                      "samples": [f"{c['type']} {c['id']}" for c in samples], "pages": pages}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
