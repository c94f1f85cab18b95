"""Text of a CV file, as check_evidence.py sees it."""
import subprocess, sys
from pathlib import Path
from docx import Document

def text_of(path):
    path = Path(path)
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if path.suffix == ".docx":
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")

if __name__ == "__main__":
    print(text_of(sys.argv[1]))
