"""Turns tex/longruoyi_2026_page.pdf (page 1, rendered to PNG at 150 dpi) into a phone photo JPEG."""
import random, subprocess
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter
HERE = Path(__file__).resolve().parent
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                str(HERE / "tex/longruoyi_2026_page.pdf"), str(HERE / "tex/longruoyi_page")], check=True)
page = Image.open(HERE / "tex/longruoyi_page.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (96, 84, 70))      # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# shading: darker towards the lower-right corner, vignette at the edges
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-img.width * 0.2 + i * 8, -img.height * 0.2 + i * 8,
               img.width * 1.1 - i * 4, img.height * 1.05 - i * 4], fill=int(i * 1.6))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 150 + v)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(140)
px = img.load()
for _ in range(img.width * img.height // 12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(HERE.parent / "cvs" / "IMG_20261103_091544.jpg", quality=82)
print("ok", img.size)
