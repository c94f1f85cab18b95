"""Turns page2021-1.png (rendered old CV page) into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(194)
page = Image.open("page2021-1.png").convert("RGB")
# crop to the upper part where the text is, plus margin, like a photo of a printed sheet
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (92, 80, 66))  # wooden desk
bg.paste(page, (int(w * 0.06), int(h * 0.05)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# lighting gradient + vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for_x = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=for_x)
vign = Image.radial_gradient("L").resize((W, H))
vign = vign.point(lambda v: 255 - int(v * 0.45))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [mask] * 3))
warm = Image.new("RGB", (W, H), (255, 244, 222))
img = ImageChops.multiply(img, warm)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save("../cvs/IMG_20210412_193355.jpg", quality=82)
print(img.size)
