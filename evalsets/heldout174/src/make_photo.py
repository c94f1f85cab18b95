# Turns src/mk/page.png (150 dpi render of kettunen_cv_2026.pdf) into a phone-photo JPEG.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(174)
src = Image.open("mk/page.png").convert("RGB")
w, h = src.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))   # desk
page = src.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: darker towards bottom-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width * 0.3 + i * 2, -bg.height * 0.3 + i * 2,
               bg.width * 1.3 - i * 2, bg.height * 1.3 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 28, 25))
img = Image.composite(bg, dark, shade.point(lambda v: min(255, 110 + v)))
grad = Image.linear_gradient("L").resize(bg.size).rotate(35, expand=False)
img = Image.composite(img, ImageChops.multiply(img, Image.new("RGB", bg.size, (215, 205, 190))), grad)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 14).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-64), 0.25)
img.save("../cvs/IMG_20261103_094212.jpg", quality=82)
