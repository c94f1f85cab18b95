"""Turn tex/hui_page.png (pdftoppm -r 150) into a phone-photo JPG with no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance

here = Path(__file__).resolve().parent
random.seed(102)
img = Image.open(here / "tex" / "hui_page.png").convert("RGB")
w, h = img.size
# paper tint
tint = Image.new("RGB", img.size, (238, 232, 218))
img = Image.blend(img, tint, 0.12)
# rotate ~2 degrees on a darker "desk" background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
W, H = img.size
# shading: gradient from left-top light to right-bottom darker + vignette
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, min(W, H), 4):
    v = int(70 * i / min(W, H))
    dr.rectangle([i, i, W, H], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (0, 0, 0))
img = Image.composite(dark, img, shade)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Contrast(img).enhance(0.93)
img.save(here.parent / "cvs" / "IMG_20210314_092211.jpg", quality=82)
