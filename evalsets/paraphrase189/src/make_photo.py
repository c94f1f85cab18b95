"""Turns the rendered page of 仉振涛's CV into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, glob, os
random.seed(189)
src = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "zz_page*.png")))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a wooden-ish table background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (120, 92, 64))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(120, 92, 64))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
im = bg
# uneven lighting: vignette + diagonal shading
mask = Image.new("L", im.size, 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-im.width * 0.25 + i * 6, -im.height * 0.2 + i * 6, im.width * 1.2 - i * 6, im.height * 1.15 - i * 6], fill=int(i * 4.2))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(im).enhance(0.55)
im = Image.composite(im, dark, mask)
shade = Image.linear_gradient("L").resize(im.size).rotate(35, expand=False)
im = Image.composite(ImageEnhance.Brightness(im).enhance(0.85), im, shade.point(lambda v: v // 2))
im = ImageEnhance.Color(im).enhance(0.9)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
for _ in range(im.width * im.height // 12):
    x, y = random.randrange(im.width), random.randrange(im.height)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(os.path.dirname(__file__), "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
print("saved", im.size)
