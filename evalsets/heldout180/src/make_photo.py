"""Turns src/ns_page.png into a phone photo of the printed page (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(180)
here = Path(__file__).resolve().parent
page = Image.open(here / "ns_page.png").convert("RGB")
w, h = page.size
# paper on a wooden-ish desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (122, 96, 70))
paper = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(122, 96, 70))
bg.paste(paper, ((bg.width - paper.width) // 2, (bg.height - paper.height) // 2))
# uneven lighting: vignette + diagonal shading
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    dr.ellipse([-bg.width * 0.3 + i * 2, -bg.height * 0.2 + i * 2,
                bg.width * 1.3 - i * 2, bg.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(bg).enhance(0.62)
img = Image.composite(bg, dark, shade)
img = ImageEnhance.Color(img).enhance(0.9)
img = Image.blend(img, Image.new("RGB", img.size, (255, 236, 205)), 0.07)  # warm indoor light
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = here.parent / "cvs" / "IMG_20261103_0915.jpg"
img.save(out, "JPEG", quality=82)
print(out, img.size)
