"""Turn the rendered page (page_mei-1.png) into a phone-photo JPEG with no text layer."""
from PIL import Image, ImageFilter, ImageDraw
import random
from pathlib import Path
random.seed(73)
here = Path(__file__).resolve().parent
src = sorted(here.glob("page_mei*.png"))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a wooden-ish desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (121, 94, 70))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(121, 94, 70))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
# vignette / uneven lighting
shade = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    a = int(110 * (1 - i / 60))
    dr.rectangle([i * 8, i * 10, bg.width - i * 8, bg.height - i * 10], fill=255 - a)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 25, 20))
bg = Image.composite(bg, dark, shade)
# diagonal light gradient
grad = Image.linear_gradient("L").rotate(35, expand=False).resize(bg.size)
warm = Image.new("RGB", bg.size, (255, 244, 225))
bg = Image.blend(bg, Image.composite(warm, bg, grad.point(lambda v: v // 5)), 0.5)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(bg.width * bg.height // 12):
    x, y = random.randrange(bg.width), random.randrange(bg.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = here.parent / "cvs" / "IMG_20261103_091544.jpg"
bg.save(out, quality=82)
print("wrote", out, bg.size)
