# Turns kong_page-1.png (pdftoppm -r 150) into a phone photo: cvs/IMG_20261103_184512.jpg
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(84)
page = Image.open("kong_page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))  # wooden desk
page = page.rotate(2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: vignette (radial gradient) shifted towards the lower right, plus a light fall-off
g = Image.radial_gradient("L").point(lambda p: 255 - int(p * 0.45))  # centre 255, edges ~140
g = g.resize((int(bg.width * 1.6), int(bg.height * 1.6)))
shade = g.crop((int(bg.width * 0.25), int(bg.height * 0.2), int(bg.width * 0.25) + bg.width, int(bg.height * 0.2) + bg.height))
shade = shade.filter(ImageFilter.GaussianBlur(30))
img = ImageChops.multiply(bg, Image.merge("RGB", [shade] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)))
img.save("../cvs/IMG_20261103_184512.jpg", quality=82)
