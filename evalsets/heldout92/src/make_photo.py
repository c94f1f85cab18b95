"""Turn the rendered page of the old (2021) CV into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(92)
page = Image.open("xie_page.png").convert("RGB")
# paper on a desk: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (page.width + 160, page.height + 200), (92, 78, 64))
bg.paste(page, (80, 110))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: vertical gradient shade + vignette
w, h = img.size
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(60 * y / h))
vign = Image.new("L", (w, h), 0)
dv = ImageDraw.Draw(vign)
for i in range(40):
    dv.ellipse([-w * 0.25 + i * 8, -h * 0.2 + i * 8, w * 1.25 - i * 8, h * 1.2 - i * 8], fill=int(i * 2))
vign = vign.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (0, 0, 0))
img = Image.composite(dark, img, ImageChops.add(shade, ImageChops.invert(vign).point(lambda v: v // 3)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img = img.resize((int(w * 0.92), int(h * 0.92)), Image.LANCZOS)
img.save("../cvs/解亦舟_简历_2021_拍照.jpg", quality=82)
