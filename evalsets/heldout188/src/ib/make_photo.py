# Turns page-1.png (pdftoppm -r 150 of ilaria_benvenuti_2026.pdf) into a phone-photo JPG
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, glob, os
random.seed(188)
src = sorted(glob.glob(os.path.join(os.path.dirname(__file__) or ".", "page*.png")))[0]
page = Image.open(src).convert("RGB")
W, H = page.size
# paper slightly warm
page = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 240, 228)))
canvas = Image.new("RGB", (W + 220, H + 200), (92, 74, 58))
canvas.paste(page, (110, 90))
canvas = canvas.rotate(-1.4, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# shading: darker towards lower-right + vignette
cw, ch = canvas.size
grad = Image.new("L", (cw, ch))
gd = ImageDraw.Draw(grad)
for y in range(ch):
    gd.line([(0, y), (cw, y)], fill=int(255 - 55 * y / ch))
vign = Image.new("L", (cw, ch), 0)
vd = ImageDraw.Draw(vign)
vd.ellipse([-cw * 0.25, -ch * 0.2, cw * 1.25, ch * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(160))
mask = ImageChops.multiply(grad, vign)
dark = Image.new("RGB", canvas.size, (30, 26, 22))
canvas = Image.composite(canvas, dark, mask.point(lambda v: int(90 + v * 165 / 255)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((cw, ch), 18).convert("RGB")
canvas = Image.blend(canvas, noise, 0.06)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "cvs", "IMG_20261103_141522.jpg")
canvas.save(out, "JPEG", quality=82)
print(out, canvas.size)
